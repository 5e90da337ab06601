import os

from flask import Flask, request, send_file

app = Flask(__name__)
BASE = "/srv/app/reports"


@app.route("/report")
def report():
    name = os.path.basename(request.args.get("name", "latest.txt"))
    path = os.path.join(BASE, name)
    return send_file(path)
