import httpx

from flask import Blueprint, jsonify, request

hooks = Blueprint("hooks", __name__)


def deliver(target, payload):
    with httpx.Client(timeout=5) as client:
        return client.post(target, json=payload).status_code


@hooks.post("/webhooks/test")
def test_webhook():
    target = request.form["callback_url"]
    code = deliver(target, {"event": "ping"})
    return jsonify(delivered=code)
