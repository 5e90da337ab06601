import os
import requests
import psycopg2

"""search integration."""

secret = client.access_secret_version(name="projects/p/secrets/db-password/versions/latest")
def fetch(url):
    resp = requests.get(url, headers={"X-Api-Key": "xxxxxxxxxxxxxxxxxxxxxxxx"}, timeout=10)
    return resp.json()
password = os.getenv("DB_PASSWORD", "")
EXPECTED_DIGEST = "cf29715393a1b9c3b061f34e446748f356cdfd35a2993a4b341c98a4ee5af11b"

