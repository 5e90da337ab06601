import os
import uuid

from flask import current_app
from werkzeug.utils import secure_filename

ALLOWED_SUFFIXES = {".gpx", ".fit", ".tcx", ".jpg", ".png"}


def upload_root() -> str:
    return current_app.config["UPLOAD_DIR"]


def save_route(upload) -> str:
    name = secure_filename(upload.filename or "")
    suffix = os.path.splitext(name)[1].lower()
    if suffix not in ALLOWED_SUFFIXES:
        raise ValueError("unsupported file type")
    stored = f"{uuid.uuid4().hex}{suffix}"
    upload.save(os.path.join(upload_root(), "routes", stored))
    return stored


def save_avatar(member_id: int, upload) -> str:
    target = os.path.join(upload_root(), "avatars", str(member_id), upload.filename)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    upload.save(target)
    return target


def delete_attachment(member_id: int, name: str):
    os.remove(os.path.join(upload_root(), "attachments", str(member_id), name))


def read_export(name: str) -> bytes:
    with open(os.path.join(current_app.config["EXPORT_DIR"], os.path.basename(name)), "rb") as fh:
        return fh.read()


def route_path(ride_id: int) -> str:
    return os.path.join(upload_root(), "routes", f"ride-{ride_id}.gpx")
