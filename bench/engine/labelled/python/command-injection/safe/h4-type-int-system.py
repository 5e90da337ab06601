import os

from flask import Blueprint, request

ops = Blueprint("ops", __name__)


@ops.route("/logs/tail")
def tail_logs():
    lines = request.args.get("lines", default=50, type=int)
    os.system(f"tail -n {lines} /var/log/app/app.log > /tmp/tail.txt")
    with open("/tmp/tail.txt") as fh:
        return fh.read(), 200, {"Content-Type": "text/plain"}
