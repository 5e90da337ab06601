"""Settings for the Notion connector."""
import os

from connectors.env import env

BASE_URL = "https://api.notion.com"
INTEGRATION_TOKEN = os.getenv("NOTION_TOKEN")
DATABASE_ID = "ad55d2e4886101f4b93390b32d42cc84"
TIMEOUT_SECONDS = 20
