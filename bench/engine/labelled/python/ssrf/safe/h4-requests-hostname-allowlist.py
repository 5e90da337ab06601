from urllib.parse import urlparse

import requests
from flask import Blueprint, abort, request

hooks = Blueprint("hooks", __name__)
ALLOWED_HOSTS = {"hooks.partner.example", "events.partner.example"}


@hooks.post("/integrations/test")
def test_integration():
    cfg = request.get_json()
    endpoint = cfg["delivery"]["url"]
    parsed = urlparse(endpoint)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED_HOSTS:
        abort(400)
    resp = requests.get(endpoint, timeout=5)
    return {"status": resp.status_code, "body": resp.text[:200]}
