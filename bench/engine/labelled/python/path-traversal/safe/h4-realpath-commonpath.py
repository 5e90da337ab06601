import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
BASE = os.path.realpath("/srv/reports")


@app.route("/reports/<path:name>")
def report(name):
    full = os.path.realpath(os.path.join(BASE, name))
    if os.path.commonpath([full, BASE]) != BASE:
        abort(403)
    if not os.path.isfile(full):
        abort(404)
    return send_file(full)
