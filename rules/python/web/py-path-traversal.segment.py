# A name rejected only when it holds a slash is not confined: it may be `..` or, on Windows, hold backslashes.
from urllib.parse import unquote

from flask import Flask, abort, request, send_file

app = Flask(__name__)


@app.route("/exports")
def export_file():
    name = request.args.get("name", "")
    if "/" in name:
        abort(400)
    # ruleid: py-path-traversal
    return send_file("/srv/exports/" + name)


@app.route("/raw")
def raw_file():
    name = request.args.get("name", "")
    if "/" in name:
        abort(400)
    # ruleid: py-path-traversal
    return send_file("/srv/exports/" + unquote(name))
