import bleach
from flask import Flask, request
from markupsafe import Markup

app = Flask(__name__)


@app.route("/bio")
def bio():
    text = bleach.clean(request.args.get("bio", ""), tags=["b", "i"])
    # ok: py-xss-tainted-html
    return "<div class='bio'>" + text + "</div>"


@app.route("/search")
def search():
    q = request.args.get("q", "")
    # ok: py-xss-tainted-html
    return "<p>Results for %s</p>" % Markup.escape(q)


@app.route("/raw")
def raw():
    q = request.args.get("q", "")
    # ruleid: py-xss-tainted-html
    return "<p>Results for %s</p>" % q.strip()
