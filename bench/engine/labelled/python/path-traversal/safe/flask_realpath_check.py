import os
from flask import Flask, abort

app = Flask(__name__)
ROOT = os.path.realpath("docs")


@app.route("/docs/<path:page>")
def docs(page):
    full = os.path.realpath(os.path.join(ROOT, page))
    if not full.startswith(ROOT + os.sep):
        abort(404)
    with open(full) as fh:
        return fh.read(), 200, {"Content-Type": "text/plain"}
