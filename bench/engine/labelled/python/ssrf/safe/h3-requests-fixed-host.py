import requests
from flask import Flask, request

app = Flask(__name__)
API = "https://api.example.com/v1/search"


@app.route("/preview", methods=["POST"])
def preview():
    payload = request.get_json(silent=True) or {}
    term = payload.get("term", "")
    r = requests.get(API, params={"q": term}, timeout=3)
    return {"status": r.status_code}
