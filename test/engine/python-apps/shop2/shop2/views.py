import html
import os
import random
import re
import subprocess
from urllib.parse import urlparse

from flask import Flask, Response, abort, make_response, redirect, request, session, url_for
from markupsafe import escape

from shop2.db import find_user, get_db

app = Flask(__name__)
BASE = "/srv/files"
ALLOWED_HOSTS = {"shop.example", "static.shop.example"}


@app.route("/users/<int:uid>")
def user(uid):
    get_db().execute("SELECT * FROM users WHERE id = %s" % uid)
    return "ok"


@app.route("/users/by-name/<name>")
def user_by_name(name):
    cur = get_db().cursor()
    cur.execute(f"SELECT * FROM users WHERE name = '{name}'")  # expect: py-sqli-tainted-query
    cur.execute("SELECT * FROM users WHERE name = ?", (name,))
    return "ok"


@app.route("/users/search")
def user_search():
    return str(len(find_user(get_db(), request.args["n"])))  # expect: py-sqli-tainted-query


@app.route("/echo")
def echo():
    resp = Response(request.args["q"])  # expect: py-xss-tainted-html
    return resp


@app.route("/echo.json")
def echo_json():
    resp = make_response(request.args["q"])
    resp.mimetype = "application/json"
    return resp


@app.route("/echo.txt")
def echo_text():
    resp = Response(request.args["q"])
    resp.headers["Content-Type"] = "text/plain; charset=utf-8"
    return resp


@app.route("/escaped")
def escaped():
    q = request.args["q"]
    return "<p>" + html.escape(q) + str(escape(q)) + "</p>"


@app.route("/file")
def file_stripped():
    name = re.sub(r"[^\w-]", "", request.args["f"])
    return open(os.path.join(BASE, name)).read()


@app.route("/file-dots")
def file_dots():
    # `.` survives the stripping, so `..` does too.
    name = re.sub(r"[^\w.]", "", request.args["f"])
    return open(os.path.join(BASE, name)).read()  # expect: py-path-traversal


@app.route("/ping")
def ping():
    host = re.sub(r"[^\w.-]", "", request.args["h"])
    return subprocess.check_output("ping -c1 " + host, shell=True)


@app.route("/ping-loose")
def ping_loose():
    # A space and `;` survive this pattern.
    host = re.sub(r"[^\w.; ]", "", request.args["h"])
    return subprocess.check_output("ping -c1 " + host, shell=True)  # expect: py-command-injection


@app.route("/quiz")
def quiz():
    questions = ["a", "b", "c", "d"]
    random.shuffle(questions)  # a display order, no draw: not reported (py-insecure-randomness if it became a secret)
    return ",".join(questions)


@app.route("/login", methods=["POST"])
def login():
    session["user"] = request.form["user"]  # expect: py-trust-boundary-session
    row = get_db().execute("SELECT role FROM users WHERE id = 1").fetchone()
    session["role"] = row[0]
    return redirect(url_for("user", uid=1))


@app.route("/back")
def back():
    return redirect(request.args.get("next"))  # expect: py-open-redirect


def is_safe_url(target):
    """The redirect stays on one of our hosts (or on this site)."""
    host = urlparse(target).netloc
    return host == "" or host in ALLOWED_HOSTS


def short_enough(target):
    return len(target) < 200


@app.route("/continue")
def continue_to():
    target = request.args.get("next", "/")
    if not is_safe_url(target):
        abort(400)
    # An empty netloc lets "/\\evil.example" through (browsers read the backslash as a slash).
    return redirect(target)  # expect: py-open-redirect


@app.route("/continue-short")
def continue_short():
    target = request.args.get("next", "/")
    if not short_enough(target):
        abort(400)
    return redirect(target)  # expect: py-open-redirect


@app.route("/download")
def download():
    path = os.path.realpath(os.path.join(BASE, request.args["f"]))
    if not path.startswith(BASE + os.sep):
        abort(403)
    return open(path).read()


@app.route("/download-unchecked")
def download_unchecked():
    path = os.path.realpath(os.path.join(BASE, request.args["f"]))
    if path.startswith(BASE):
        app.logger.info("inside")
    return open(path).read()  # expect: py-path-traversal


@app.route("/orders")
def orders():
    from flask import g

    g.db.execute("SELECT * FROM orders WHERE ref = '" + request.args["ref"] + "'")  # expect: py-sqli-tainted-query
    cur = g.db.cursor()
    cur.execute("SELECT * FROM orders WHERE ref = '%s'" % request.args["ref"])  # expect: py-sqli-tainted-query
    cur.execute("SELECT * FROM orders WHERE ref = ?", (request.args["ref"],))
    return "ok"


@app.route("/page")
def page():
    try:
        number = int(request.args["n"])
    except ValueError:
        abort(400)
    return "<p>Page %s</p>" % number


@app.route("/section")
def section():
    name = request.args["s"]
    if name not in ("intro", "usage", "faq"):
        abort(404)
    return "<h2>" + name + "</h2>"
