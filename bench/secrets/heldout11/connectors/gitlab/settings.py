"""Settings for the GitLab connector."""
import os

from connectors.env import env

BASE_URL = "https://gitlab.com"
PRIVATE_TOKEN = "glpat-n-9FKDUCBI4zkRPHgWIu"
RUNNER_TOKEN = os.environ.get("GITLAB_RUNNER_TOKEN", "glrt-vcmaj4XcjvyYlOYwquwx")
TRIGGER_TOKEN = os.environ.get("GITLAB_TRIGGER_TOKEN", "glptt-383898a17fdf34b3866730662829342daa6e6905")
DEPLOY_TOKEN = os.getenv("GITLAB_DEPLOY_TOKEN")
PROJECT_ID = "62777801"
TIMEOUT_SECONDS = 20
