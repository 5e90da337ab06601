"""Receipt and export storage on local disk."""
import hashlib
import os
import uuid

from flask import current_app
from werkzeug.utils import secure_filename


def receipts_dir():
    return current_app.config["UPLOAD_FOLDER"]


def exports_dir():
    return current_app.config["EXPORT_FOLDER"]


def allowed_receipt(filename):
    return "." in filename and filename.rsplit(".", 1)[1].lower() in current_app.config["ALLOWED_RECEIPT_EXTENSIONS"]


def store_receipt(upload):
    """Save an uploaded receipt under a generated name; returns the stored name."""
    ext = secure_filename(upload.filename).rsplit(".", 1)[-1].lower()
    stored = f"{uuid.uuid4().hex}.{ext}"
    upload.save(os.path.join(receipts_dir(), stored))
    return stored


def read_export(name):
    with open(os.path.join(exports_dir(), name), "rb") as fh:
        return fh.read()


def delete_receipt(name):
    os.remove(os.path.join(receipts_dir(), name))


def receipt_etag(content):
    return hashlib.md5(content).hexdigest()


def safe_export_path(name):
    base = os.path.realpath(exports_dir())
    candidate = os.path.realpath(os.path.join(base, name))
    if os.path.commonpath([base, candidate]) != base:
        raise ValueError("path escapes export folder")
    return candidate
