"""Settings for the OpenAI connector."""
import os

from connectors.env import env

BASE_URL = "https://api.openai.com"
API_KEY = "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"
ORGANIZATION = "org-kOC8VeWbyH9S8l0dvvAV3W5U"
MODEL = "gpt-4o-mini"
TIMEOUT_SECONDS = 20
