import html
from urllib.parse import urlparse

from flask import Blueprint, abort, redirect, render_template, request, session

from notes.services import storage

pages = Blueprint("pages", __name__)
FORMATS = ["html", "pdf", "docx"]
OUR_HOSTS = {"notes.example", "www.notes.example"}


@pages.route("/note/<name>")
def show(name):
    body = storage.read_note(name)  # expect: py-path-traversal
    return "<article>" + body + "</article>"


@pages.route("/title/<name>")
def title(name):
    return f"<h1>{name}</h1>"  # expect: py-xss-tainted-html


@pages.route("/title-safe/<name>")
def title_safe(name):
    return f"<h1>{html.escape(name)}</h1>"


@pages.route("/search")
def search():
    owner = request.args.get("owner", "")
    rows = storage.find_notes(owner)  # expect: py-sqli-tainted-query
    safe_rows = storage.find_notes_safely(owner)
    return render_template("search.html", owner=owner, rows=rows, safe_rows=safe_rows)


@pages.route("/export/<name>")
def export(name):
    fmt = request.args.get("fmt", "html")
    if fmt not in FORMATS:
        abort(400)
    if not name.isalnum():
        abort(400)
    return storage.export(fmt, name)


@pages.route("/export-raw/<name>")
def export_raw(name):
    return storage.export(request.args.get("fmt", "html"), name), 200, {"Content-Type": "application/octet-stream"}  # expect: py-command-injection


@pages.route("/login", methods=["POST"])
def login():
    session["user"] = request.form["user"]  # expect: py-trust-boundary-session
    nxt = request.args.get("next", "/")
    if urlparse(nxt).netloc and urlparse(nxt).netloc not in OUR_HOSTS:
        return redirect("/")
    # An empty netloc lets "/\\evil.example" through (browsers read the backslash as a slash).
    return redirect(nxt)  # expect: py-open-redirect


@pages.route("/logout")
def logout():
    session.clear()
    return redirect(request.args.get("next", "/"))  # expect: py-open-redirect
