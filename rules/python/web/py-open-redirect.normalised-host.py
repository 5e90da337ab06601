from urllib.parse import urlparse

from flask import Flask, current_app, redirect, request

app = Flask(__name__)


def stays_on_trusted_host(url, trusted):
    if not url:
        return False
    # Browsers read "\" as "/": parse what the browser will follow.
    parts = urlparse(url.replace("\\", "/"))
    if parts.scheme and parts.scheme not in ("http", "https"):
        return False
    if not parts.netloc:
        return url.startswith("/")
    return parts.netloc in trusted


def strips_backslashes(url, trusted):
    if not url:
        return False
    # Removing the backslash parses a different URL than the browser follows ("/\evil" → "/evil").
    parts = urlparse(url.replace("\\", ""))
    if not parts.netloc:
        return url.startswith("/")
    return parts.netloc in trusted


@app.route("/go")
def go():
    target = request.args.get("to", "/")
    if stays_on_trusted_host(target, current_app.config["TRUSTED_HOSTS"]):
        # ok: py-open-redirect
        return redirect(target)
    return redirect("/")


@app.route("/go-stripped")
def go_stripped():
    target = request.args.get("to", "/")
    if strips_backslashes(target, current_app.config["TRUSTED_HOSTS"]):
        # ruleid: py-open-redirect
        return redirect(target)
    return redirect("/")
