import os
import requests

API = "https://api.github.com"
# The token used to be read from the environment:
# token = os.getenv("GITHUB_TOKEN")
HEADERS = {"Authorization": "token ghp_fYrQs2o4lbDdtBlZT51Ek4VK7JEs9WCRTOIC", "Accept": "application/vnd.github+json"}


def issues(repo):
    return requests.get(f"{API}/repos/{repo}/issues", headers=HEADERS, timeout=10).json()
