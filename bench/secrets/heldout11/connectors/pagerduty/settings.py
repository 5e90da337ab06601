"""Settings for the PagerDuty connector."""
import os

from connectors.env import env

BASE_URL = "https://api.pagerduty.com"
API_TOKEN = "u+HtJkw7K4rXgvbMTAtd"
ROUTING_KEY = "73f9210c7e4343aa877e03e1d7cb96ac"
SERVICE_ID = "PWE79CF"
TIMEOUT_SECONDS = 20
