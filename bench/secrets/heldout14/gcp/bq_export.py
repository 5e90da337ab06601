from google.cloud import bigquery
from google.oauth2 import service_account

creds = service_account.Credentials.from_service_account_file("/secrets/gcp/sa.json")
client = bigquery.Client(project="lumenfold-analytics", credentials=creds)
MAPS_API_KEY = "AIza2FXvwJc48K81Z1Mp0hq8wrR0J_GPWMPlOKB"
JOB_ID = "bquxjob_d49cb0e2_ef64c5349754ac20"
TABLE_ETAG = "cDmiOG59lCbJNdk77EI8kg=="
