import os
from flask import Blueprint, request, current_app

uploads = Blueprint("uploads", __name__)


@uploads.route("/upload", methods=["POST"])
def upload():
    f = request.files["document"]
    dest = os.path.join(current_app.config["UPLOAD_DIR"], f.filename)
    f.save(dest)
    return {"saved": f.filename}, 201
