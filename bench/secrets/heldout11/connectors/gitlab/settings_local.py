"""Settings for the GitLab connector."""
import os

from connectors.env import env

BASE_URL = "https://gitlab.com"
PRIVATE_TOKEN = "glpat-n-9FKDUCBI4zkRPHgWIu"
TRIGGER_TOKEN = "glptt-EXAMPLE000000000000000000000000000000000"
PROJECT_ID = "62777801"
TIMEOUT_SECONDS = 20
