from urllib.parse import urlparse

from flask import Flask, redirect, request, url_for

app = Flask(__name__)

ALLOWED_HOSTS = {"shop.example.com", "help.example.com"}


@app.get("/go")
def go():
    target = request.args.get("url", "")
    parsed = urlparse(target)
    if parsed.scheme not in ("http", "https") or parsed.netloc not in ALLOWED_HOSTS:
        return redirect(url_for("landing"))
    return redirect(target)


@app.get("/landing")
def landing():
    return "landing"
