import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/archive")
def archive():
    folder = "reports"
    for name, value in request.cookies.items():
        if name == "folder":
            folder = value
            break
    rc = os.system("tar czf /tmp/out.tgz /srv/data/%s" % folder)
    return "rc=%d" % rc
