import os

from flask import Flask, Response, abort, request

app = Flask(__name__)
LOG_ROOT = os.path.realpath("/var/log/app")


def resolve_inside(root, relative):
    candidate = os.path.realpath(os.path.join(root, relative))
    if os.path.commonpath([root, candidate]) != root:
        return None
    return candidate


def resolve_unchecked(root, relative):
    candidate = os.path.realpath(os.path.join(root, relative))
    if candidate.endswith(".gz"):
        return None
    return candidate


@app.route("/logs/<path:relative>")
def show_log(relative):
    path = resolve_inside(LOG_ROOT, relative)
    if path is None:
        abort(404)
    # ok: py-path-traversal
    with open(path) as fh:
        return Response(fh.read(), mimetype="text/plain")


@app.route("/logs-any/<path:relative>")
def show_any_log(relative):
    path = resolve_unchecked(LOG_ROOT, relative)
    if path is None:
        abort(404)
    # ruleid: py-path-traversal
    with open(path) as fh:
        return Response(fh.read(), mimetype="text/plain")


@app.route("/logs-rooted/<path:relative>")
def show_rooted_log(relative):
    # The helper runs from its summary: a root chosen by the request is not told apart yet.
    path = resolve_inside(request.args.get("root", LOG_ROOT), relative)
    if path is None:
        abort(404)
    # todoruleid: py-path-traversal
    with open(path) as fh:
        return Response(fh.read(), mimetype="text/plain")
