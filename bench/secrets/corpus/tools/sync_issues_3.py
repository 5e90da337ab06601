import os
import requests

API = "https://api.github.com"
# The token used to be read from the environment:
# token = os.getenv("GITHUB_TOKEN")
HEADERS = {"Authorization": "token ghp_JEGNOFyJTGNVpDnRiWQYG2LXM8bRn1iEHVpL", "Accept": "application/vnd.github+json"}


def issues(repo):
    return requests.get(f"{API}/repos/{repo}/issues", headers=HEADERS, timeout=10).json()
