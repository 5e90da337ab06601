import os
from flask import Flask, request, abort

app = Flask(__name__)
BASE = "/srv/reports"


def read_report(name):
    with open(os.path.join(BASE, name)) as fh:
        return fh.read()


@app.route("/report")
def report():
    name = request.args.get("name")
    if not name:
        abort(400)
    return read_report(name), 200, {"Content-Type": "text/plain"}
