import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/preview", methods=["POST"])
def preview():
    payload = request.get_json(silent=True) or {}
    url = payload.get("url", "")
    r = requests.get(url, timeout=3)
    return {"status": r.status_code, "length": len(r.content)}
