from flask import Blueprint, send_file

files = Blueprint("files", __name__)


@files.route("/download/<path:filename>")
def download(filename):
    return send_file("/var/app/uploads/" + filename, as_attachment=True)
