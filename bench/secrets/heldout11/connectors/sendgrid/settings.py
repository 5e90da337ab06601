"""Settings for the SendGrid connector."""
import os

from connectors.env import env

BASE_URL = "https://api.sendgrid.com"
API_KEY = "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"
FROM_EMAIL = "notifications@connectors.example.com"
TEMPLATE_ID = "d-ad18f8ff248c6cee5534549e5e8c1122"
TIMEOUT_SECONDS = 20
