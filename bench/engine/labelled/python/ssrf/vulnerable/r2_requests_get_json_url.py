import requests
from flask import Flask, request, jsonify

app = Flask(__name__)


def fetch_preview(url):
    resp = requests.get(url, timeout=5)
    return {"status": resp.status_code, "length": len(resp.content)}


@app.post("/preview")
def preview():
    body = request.get_json(force=True)
    return jsonify(fetch_preview(body["url"]))
