"""Attachments: contracts, signed timesheets, supplier statements."""
import os

from flask import Blueprint, abort, current_app, jsonify, request, send_from_directory, session
from werkzeug.utils import safe_join, secure_filename

from ledgerline.auth import login_required
from ledgerline.utils.files import save_attachment

bp = Blueprint("documents", __name__)


def _company_folder():
    return os.path.join(current_app.config["UPLOAD_FOLDER"], str(session["company_id"]))


@bp.route("/upload", methods=["POST"])
@login_required
def upload():
    upload = request.files["document"]
    folder = request.form.get("folder", "general")
    path = save_attachment(upload, folder)
    return jsonify(stored=os.path.basename(path)), 201


@bp.route("/upload-safe", methods=["POST"])
@login_required
def upload_safe():
    upload = request.files["document"]
    name = secure_filename(upload.filename)
    os.makedirs(_company_folder(), exist_ok=True)
    upload.save(os.path.join(_company_folder(), name))
    return jsonify(stored=name), 201


@bp.route("/view/<path:name>")
@login_required
def view(name):
    return send_from_directory(_company_folder(), name)


@bp.route("/raw")
@login_required
def raw():
    name = request.args.get("name", "")
    with open(os.path.join(_company_folder(), name), "rb") as fh:
        data = fh.read()
    return data, 200, {"Content-Type": "application/octet-stream"}


@bp.route("/text/<path:name>")
@login_required
def text(name):
    path = safe_join(_company_folder(), name)
    if path is None or not os.path.isfile(path):
        abort(404)
    with open(path, encoding="utf-8", errors="replace") as fh:
        return fh.read(), 200, {"Content-Type": "text/plain; charset=utf-8"}


@bp.route("/delete", methods=["POST"])
@login_required
def delete():
    name = request.form["name"]
    os.remove(os.path.join(_company_folder(), name))
    return jsonify(ok=True)
