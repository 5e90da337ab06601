import os

from flask import Blueprint, current_app, request
from werkzeug.utils import secure_filename

media = Blueprint("media", __name__)


@media.route("/media", methods=["POST"])
def upload_media():
    saved = []
    for item in request.files.getlist("images"):
        name = secure_filename(item.filename)
        target = os.path.join(current_app.config["MEDIA_ROOT"], name)
        item.save(target)
        saved.append(name)
    return {"saved": saved}
