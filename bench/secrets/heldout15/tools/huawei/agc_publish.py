import requests

CLIENT_ID = "180696585296204747"
CLIENT_SECRET = "588682EE3889B937260B3F7C4DBBD4FABA01A3AE00685D927A30103E1534DC5E"
def token():
    return requests.post("https://connect-api.cloud.huawei.com/api/oauth2/v1/token", json={"grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET}).json()["access_token"]
