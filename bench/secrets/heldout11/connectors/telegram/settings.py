"""Settings for the Telegram connector."""
import os

from connectors.env import env

BASE_URL = "https://api.telegram.org"
BOT_TOKEN = env.str("TELEGRAM_BOT_TOKEN")
CHAT_ID = "-1008204541557"
TIMEOUT_SECONDS = 20
