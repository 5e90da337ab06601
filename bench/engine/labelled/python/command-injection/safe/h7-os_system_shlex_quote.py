import os
import shlex

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/backup")
def backup():
    label = request.json.get("label", "nightly")
    dest = "/backups/" + label + ".tar.gz"
    rc = os.system("tar czf " + shlex.quote(dest) + " /srv/data")
    return jsonify(dest=dest, rc=rc)
