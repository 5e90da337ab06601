import requests
from flask import Flask, abort, redirect, request

app = Flask(__name__)


@app.route("/proxy")
def proxy():
    url = request.args["u"]
    if not url.startswith("https://api.example.com/"):
        abort(400)
    # ok: py-ssrf-tainted-url
    return requests.get(url, timeout=5).text


@app.route("/mirror")
def mirror():
    url = request.args["u"]
    if url.startswith(("https://cdn.example.com/", "https://static.example.com/")):
        # ok: py-ssrf-tainted-url
        return requests.get(url, timeout=5).content
    abort(400)


@app.route("/loose")
def loose():
    url = request.args["u"]
    # No slash after the host: https://api.example.com.evil.example/ passes.
    if not url.startswith("https://api.example.com"):
        abort(400)
    # ruleid: py-ssrf-tainted-url
    return requests.get(url, timeout=5).text
