import os

from flask import current_app
from werkzeug.utils import safe_join, secure_filename


def document_path(name):
    path = safe_join(current_app.config["DOCUMENT_DIR"], name)
    if path is None:
        raise FileNotFoundError(name)
    return path


def upload_target(member_id, filename):
    folder = os.path.join(current_app.config["DOCUMENT_DIR"], str(member_id))
    os.makedirs(folder, exist_ok=True)
    return os.path.join(folder, secure_filename(filename))


def export_path(name):
    return os.path.join(current_app.config["EXPORT_DIR"], name)
