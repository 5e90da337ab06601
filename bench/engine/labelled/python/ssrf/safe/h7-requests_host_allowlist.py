from urllib.parse import urlparse

import requests

from flask import Flask, jsonify, request

app = Flask(__name__)

ALLOWED = {"images.example.com", "cdn.example.com"}


@app.get("/fetch-image")
def fetch_image():
    url = request.args.get("src", "")
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED:
        return jsonify(error="host not allowed"), 400
    resp = requests.get(url, timeout=5, allow_redirects=False)
    return jsonify(size=len(resp.content))
