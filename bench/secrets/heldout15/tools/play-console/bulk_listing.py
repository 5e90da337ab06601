from google.oauth2 import service_account

creds = service_account.Credentials.from_service_account_file("publisher-sa.json", scopes=["https://www.googleapis.com/auth/androidpublisher"])
PACKAGES = ["games.brightloop.skyharbor","games.brightloop.tilecrush","games.brightloop.fitstride"]
