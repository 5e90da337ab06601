import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/geo")
def geo():
    q = request.args.get("q", "")
    r = requests.get("https://geo.example.org/search", params={"q": q, "limit": 5}, timeout=5)
    return r.json()
