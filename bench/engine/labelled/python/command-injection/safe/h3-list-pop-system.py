import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/disk")
def disk():
    param = request.args.get("mount", "")
    parts = ["df -h /", param, "df -h /tmp"]
    parts.pop(1)
    cmd = parts[1]
    status = os.system(cmd)
    return "status %d" % status
