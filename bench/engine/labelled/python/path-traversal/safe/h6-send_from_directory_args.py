from flask import Blueprint, abort, current_app, request, send_from_directory

docs = Blueprint("docs", __name__)


@docs.route("/download")
def download():
    name = request.args.get("file")
    if not name:
        abort(400)
    return send_from_directory(current_app.config["DOCS_DIR"], name, as_attachment=True)
