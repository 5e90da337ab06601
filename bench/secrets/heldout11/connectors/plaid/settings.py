"""Settings for the Plaid connector."""
import os

from connectors.env import env

BASE_URL = "https://production.plaid.com"
SECRET = "<your-api-key>"
ACCESS_TOKEN = os.environ["PLAID_ACCESS_TOKEN"]
CLIENT_ID = "40eda0bb7bcf38e81ac52355"
TIMEOUT_SECONDS = 20
