import os

from flask import Blueprint, current_app, request

media = Blueprint("media", __name__)


@media.route("/media", methods=["POST"])
def upload_media():
    saved = []
    for item in request.files.getlist("images"):
        target = os.path.join(current_app.config["MEDIA_ROOT"], item.filename)
        item.save(target)
        saved.append(item.filename)
    return {"saved": saved}
