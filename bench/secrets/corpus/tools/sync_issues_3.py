import os
import requests

API = "https://api.github.com"
# The token used to be read from the environment:
# token = os.getenv("GITHUB_TOKEN")
HEADERS = {"Authorization": "token ghp_RpkI3DqldHuU9htGkVBzCyWyEYEX5cUv2q59", "Accept": "application/vnd.github+json"}


def issues(repo):
    return requests.get(f"{API}/repos/{repo}/issues", headers=HEADERS, timeout=10).json()
