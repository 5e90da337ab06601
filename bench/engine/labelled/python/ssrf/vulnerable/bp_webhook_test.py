import requests
from flask import Blueprint, jsonify, request

hooks_bp = Blueprint("hooks", __name__, url_prefix="/hooks")


def deliver(url, payload):
    resp = requests.post(url, json=payload, timeout=5)
    return resp.status_code


@hooks_bp.post("/test")
def test_hook():
    body = request.get_json()
    status = deliver(body["target_url"], {"event": "ping"})
    return jsonify({"status": status})
