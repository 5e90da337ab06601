"""Settings for the HubSpot connector."""
import os

from connectors.env import env

BASE_URL = "https://api.hubapi.com"
PRIVATE_APP_TOKEN = "pat-na2-2b7813d9-65d9-4a6a-aa30-10e71088cec6"
CLIENT_SECRET = "d06c1843-176d-4ff1-8992-5f9c844abbf6"
PORTAL_ID = "75904519"
CLIENT_ID = "dd756e70-cd70-4fa5-9c25-80256df02e1e"
TIMEOUT_SECONDS = 20
