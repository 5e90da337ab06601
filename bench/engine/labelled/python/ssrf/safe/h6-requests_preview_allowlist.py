from urllib.parse import urlparse

import requests
from flask import Blueprint, abort, jsonify, request

links = Blueprint("links", __name__)

ALLOWED_HOSTS = {"example.com", "www.example.com", "news.example.com"}


@links.get("/preview")
def preview():
    target = request.args["url"]
    parsed = urlparse(target)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED_HOSTS:
        abort(400)
    resp = requests.get(target, timeout=5, allow_redirects=False)
    return jsonify(url=target, length=len(resp.content))
