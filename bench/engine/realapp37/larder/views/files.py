import os

from flask import Blueprint, abort, current_app, send_file, send_from_directory
from werkzeug.utils import secure_filename

from ..auth import login_required
from ..models import Pickup

files_bp = Blueprint("files", __name__)


@files_bp.route("/receipts/<path:filename>")
@login_required
def receipt(filename):
    return send_file(os.path.join(current_app.config["RECEIPT_DIR"], filename), mimetype="application/pdf")


@files_bp.route("/receipts/safe/<path:filename>")
@login_required
def receipt_checked(filename):
    return send_from_directory(current_app.config["RECEIPT_DIR"], filename, mimetype="application/pdf")


@files_bp.route("/pickups/<int:pickup_id>/receipt")
@login_required
def pickup_receipt(pickup_id):
    pickup = Pickup.get_or_none(Pickup.id == pickup_id) or abort(404)
    return send_file(os.path.join(current_app.config["RECEIPT_DIR"], f"pickup-{pickup.id}.pdf"))


@files_bp.route("/exports/<name>")
@login_required
def export(name):
    with open(os.path.join(current_app.config["EXPORT_DIR"], name), "rb") as fh:
        data = fh.read()
    return data, 200, {"Content-Type": "text/csv"}


@files_bp.route("/exports/safe/<name>")
@login_required
def export_checked(name):
    with open(os.path.join(current_app.config["EXPORT_DIR"], secure_filename(name)), "rb") as fh:
        data = fh.read()
    return data, 200, {"Content-Type": "text/csv"}
