import os
import requests

API = "https://api.github.com"
# The token used to be read from the environment:
# token = os.getenv("GITHUB_TOKEN")
HEADERS = {"Authorization": "token ghp_cWhe2iofB4ng5XinwPM6D1Fxmm1KP6uImvmU", "Accept": "application/vnd.github+json"}


def issues(repo):
    return requests.get(f"{API}/repos/{repo}/issues", headers=HEADERS, timeout=10).json()
