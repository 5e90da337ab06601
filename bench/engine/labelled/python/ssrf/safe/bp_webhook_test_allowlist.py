from urllib.parse import urlparse

import requests
from flask import Blueprint, abort, jsonify, request

hooks_bp = Blueprint("hooks", __name__, url_prefix="/hooks")
ALLOWED_HOSTS = {"hooks.slack.com", "discord.com"}


def deliver(url, payload):
    resp = requests.post(url, json=payload, timeout=5)
    return resp.status_code


@hooks_bp.post("/test")
def test_hook():
    body = request.get_json()
    url = body["target_url"]
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED_HOSTS:
        abort(400)
    status = deliver(url, {"event": "ping"})
    return jsonify({"status": status})
