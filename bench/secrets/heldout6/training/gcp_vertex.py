from google.cloud import aiplatform
from google.oauth2 import service_account

credentials = service_account.Credentials.from_service_account_file("/secrets/vertex-sa.json")
aiplatform.init(project="lakehouse-ml", location="europe-west4", credentials=credentials)
VERTEX_ENDPOINT_ID = "2103868377531778990"
