import requests
from flask import Blueprint, request

hooks = Blueprint("hooks", __name__)


@hooks.route("/webhooks/test", methods=["POST"])
def test_webhook():
    body = request.get_json()
    resp = requests.post(body["callback_url"], json={"event": "ping"}, timeout=5)
    return {"status": resp.status_code}
