import os
import shlex

from flask import Flask, request

app = Flask(__name__)


@app.route("/archive")
def archive():
    folder = request.cookies.get("folder", "reports")
    rc = os.system("tar czf /tmp/out.tgz /srv/data/" + shlex.quote(folder))
    return "rc=%d" % rc
