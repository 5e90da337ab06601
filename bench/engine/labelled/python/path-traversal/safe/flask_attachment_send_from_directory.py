from flask import Flask, request, send_from_directory

app = Flask(__name__)
ATTACHMENTS = "/var/app/attachments"


@app.route("/attachments/download")
def download_attachment():
    name = request.args["name"]
    return send_from_directory(ATTACHMENTS, name, as_attachment=True)
