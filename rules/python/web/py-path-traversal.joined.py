# A path joined on its own line and used on the next: reported where it is joined and where it is used.
import os

from flask import Flask, current_app, request
from werkzeug.utils import secure_filename

app = Flask(__name__)


@app.route("/attachments", methods=["POST"])
def attach():
    upload = request.files["file"]
    # ruleid: py-path-traversal
    target = os.path.join(current_app.config["UPLOAD_DIR"], request.form["folder"], upload.filename)
    # ruleid: py-path-traversal
    upload.save(target)
    # ok: py-path-traversal
    kept = os.path.join(current_app.config["UPLOAD_DIR"], "inbox", secure_filename(upload.filename))
    # ok: py-path-traversal
    upload.save(kept)
    return "stored"



def keep_upload(file_storage, folder):
    # ruleid: py-path-traversal
    target = os.path.join(current_app.config["UPLOAD_DIR"], folder, file_storage.filename)
    # ruleid: py-path-traversal
    file_storage.save(target)
    return target


@app.route("/scans", methods=["POST"])
def scans():
    # `request.files["scan"]` is a FileStorage: the helper runs with it, whatever else the request sends.
    # ruleid: py-path-traversal
    return keep_upload(request.files["scan"], request.form["folder"])
