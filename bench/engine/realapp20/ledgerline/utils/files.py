"""Where uploaded receipts, payslips and exports live on disk."""
import os

from flask import current_app
from werkzeug.utils import safe_join, secure_filename

ALLOWED_RECEIPT_TYPES = {".pdf", ".png", ".jpg", ".jpeg"}


def save_receipt(file_storage, company_id):
    name = secure_filename(file_storage.filename)
    if os.path.splitext(name)[1].lower() not in ALLOWED_RECEIPT_TYPES:
        raise ValueError("unsupported receipt type")
    folder = os.path.join(current_app.config["RECEIPT_FOLDER"], str(company_id))
    os.makedirs(folder, exist_ok=True)
    file_storage.save(os.path.join(folder, name))
    return name


def save_attachment(file_storage, folder_name):
    target = os.path.join(current_app.config["UPLOAD_FOLDER"], folder_name, file_storage.filename)
    file_storage.save(target)
    return target


def read_export(name):
    with open(os.path.join(current_app.config["EXPORT_DIR"], name), "rb") as fh:
        return fh.read()


def read_template_part(name):
    path = safe_join(current_app.config["EXPORT_DIR"], "templates", name)
    if path is None:
        raise FileNotFoundError(name)
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def payslip_path(employee_id, file_name):
    return os.path.join(current_app.config["PAYSLIP_DIR"], str(employee_id), file_name)
