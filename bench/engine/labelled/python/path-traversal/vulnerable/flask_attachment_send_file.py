import os

from flask import Flask, request, send_file

app = Flask(__name__)
ATTACHMENTS = "/var/app/attachments"


@app.route("/attachments/download")
def download_attachment():
    name = request.args["name"]
    full = os.path.join(ATTACHMENTS, name)
    return send_file(full, as_attachment=True)
