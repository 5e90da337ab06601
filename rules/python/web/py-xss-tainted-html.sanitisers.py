import bleach
from flask import Flask, request
from markupsafe import Markup
from werkzeug.utils import secure_filename

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


@app.route("/uploaded", methods=["POST"])
def uploaded():
    name = secure_filename(request.files["file"].filename)
    # secure_filename keeps letters, digits, `_`, `.` and `-`: no markup is left.
    # ok: py-xss-tainted-html
    return "<p>Stored as <code>" + name + "</code></p>"


@app.route("/uploaded/raw", methods=["POST"])
def uploaded_raw():
    # ruleid: py-xss-tainted-html
    return "<p>Stored as <code>" + request.files["file"].filename + "</code></p>"
