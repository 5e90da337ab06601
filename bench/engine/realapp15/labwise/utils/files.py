import os

from flask import current_app
from werkzeug.utils import secure_filename

from .hashing import file_checksum


def store_upload(file_storage):
    data = file_storage.read()
    name = f"{file_checksum(data)[:16]}_{secure_filename(file_storage.filename)}"
    with open(os.path.join(current_app.config["UPLOAD_DIR"], name), "wb") as fh:
        fh.write(data)
    return name, file_checksum(data)


def store_scan_as_is(file_storage, folder):
    target = os.path.join(current_app.config["UPLOAD_DIR"], folder, file_storage.filename)
    file_storage.save(target)
    return target


def read_report(name):
    with open(os.path.join(current_app.config["REPORT_DIR"], name), "rb") as fh:
        return fh.read()
