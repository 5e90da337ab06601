import os

from flask import Flask, abort, request

app = Flask(__name__)
PAGES = ("terms.txt", "privacy.txt", "about.txt")


@app.route("/page")
def page():
    name = request.args.get("p", "")
    if name not in PAGES:
        abort(404)
    full = "/srv/app/pages/" + name
    if not os.path.exists(full):
        abort(404)
    with open(full) as fh:
        return fh.read(), 200, {"Content-Type": "text/plain"}
