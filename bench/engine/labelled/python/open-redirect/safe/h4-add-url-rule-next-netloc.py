from urllib.parse import urlparse

from flask import Flask, redirect, request, url_for

app = Flask(__name__)


def login():
    target = request.args.get("next", "")
    parts = urlparse(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith(("//", "/\\")):
        target = url_for("index")
    return redirect(target)


def index():
    return "home"


app.add_url_rule("/", "index", index)
app.add_url_rule("/login", "login", login, methods=["GET", "POST"])
