import os
import requests

BASE = os.environ.get("BASE_URL", "https://staging.ironbark.io")
TOKEN = os.environ["SMOKE_TOKEN"]


def test_health():
    r = requests.get(f"{BASE}/health", headers={"Authorization": f"Bearer {TOKEN}"}, timeout=5)
    assert r.status_code == 200
