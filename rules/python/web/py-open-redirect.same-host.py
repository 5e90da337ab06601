from urllib.parse import urljoin, urlparse

from flask import Flask, abort, redirect, request, url_for

app = Flask(__name__)


def is_local_url(target):
    ref_url = urlparse(request.host_url)
    test_url = urlparse(urljoin(request.host_url, target))
    return test_url.scheme in ("http", "https") and ref_url.netloc == test_url.netloc


def has_web_scheme(target):
    test_url = urlparse(urljoin(request.host_url, target))
    return test_url.scheme in ("http", "https")


@app.route("/after-login")
def after_login():
    target = request.args.get("next")
    if not target or not is_local_url(target):
        target = url_for("index")
    # ok: py-open-redirect
    return redirect(target)


@app.route("/after-logout")
def after_logout():
    target = request.args.get("next", "/")
    base = urlparse(request.url_root)
    joined = urlparse(urljoin(request.url_root, target))
    if joined.netloc != base.netloc:
        abort(400)
    # ok: py-open-redirect
    return redirect(target)


@app.route("/continue")
def continue_to():
    target = request.args.get("next", "/")
    if not has_web_scheme(target):
        abort(400)
    # ruleid: py-open-redirect
    return redirect(target)


@app.route("/elsewhere")
def elsewhere():
    target = request.args.get("next", "/")
    other = urlparse(request.args.get("site", ""))
    if urlparse(urljoin(request.host_url, target)).netloc != other.netloc:
        abort(400)
    # ruleid: py-open-redirect
    return redirect(target)
