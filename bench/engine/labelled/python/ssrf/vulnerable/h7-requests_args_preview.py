import requests

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/link-preview")
def link_preview():
    url = request.args.get("url")
    if not url:
        return jsonify(error="url required"), 400
    resp = requests.get(url, timeout=5)
    title = resp.text.split("<title>")[1].split("</title>")[0] if "<title>" in resp.text else ""
    return jsonify(status=resp.status_code, title=title)
