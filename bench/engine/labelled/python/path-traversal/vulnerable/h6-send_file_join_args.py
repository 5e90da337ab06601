import os

from flask import Blueprint, abort, current_app, request, send_file

docs = Blueprint("docs", __name__)


@docs.route("/download")
def download():
    name = request.args.get("file")
    if not name:
        abort(400)
    path = os.path.join(current_app.config["DOCS_DIR"], name)
    if not os.path.exists(path):
        abort(404)
    return send_file(path, as_attachment=True)
