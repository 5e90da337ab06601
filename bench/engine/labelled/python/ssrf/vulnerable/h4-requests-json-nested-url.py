import requests
from flask import Blueprint, request

hooks = Blueprint("hooks", __name__)


@hooks.post("/integrations/test")
def test_integration():
    cfg = request.get_json()
    endpoint = cfg["delivery"]["url"]
    resp = requests.get(endpoint, timeout=5)
    return {"status": resp.status_code, "body": resp.text[:200]}
