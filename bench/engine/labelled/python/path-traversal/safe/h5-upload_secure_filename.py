import os
from flask import Blueprint, request, current_app
from werkzeug.utils import secure_filename

uploads = Blueprint("uploads", __name__)


@uploads.route("/upload", methods=["POST"])
def upload():
    f = request.files["document"]
    filename = secure_filename(f.filename)
    dest = os.path.join(current_app.config["UPLOAD_DIR"], filename)
    f.save(dest)
    return {"saved": filename}, 201
