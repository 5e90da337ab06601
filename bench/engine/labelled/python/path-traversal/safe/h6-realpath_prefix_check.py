import os

from flask import Flask, Response, abort

app = Flask(__name__)
LOG_ROOT = os.path.realpath("/var/log/app")


def resolve_inside(root, relative):
    candidate = os.path.realpath(os.path.join(root, relative))
    if os.path.commonpath([root, candidate]) != root:
        return None
    return candidate


@app.route("/logs/<path:relative>")
def show_log(relative):
    path = resolve_inside(LOG_ROOT, relative)
    if path is None or not os.path.isfile(path):
        abort(404)
    with open(path, encoding="utf-8", errors="replace") as fh:
        lines = fh.readlines()[-100:]
    return Response("".join(lines), mimetype="text/plain")
