import os

from flask import Blueprint, jsonify, request

media_bp = Blueprint("media", __name__)
MEDIA_ROOT = "/srv/media"


def make_thumbnail(filename, size):
    cmd = "convert %s/%s -resize %s %s/thumbs/%s" % (MEDIA_ROOT, filename, size, MEDIA_ROOT, filename)
    return os.popen(cmd).read()


@media_bp.post("/thumbnail")
def thumbnail():
    data = request.get_json(force=True)
    out = make_thumbnail(data["file"], data.get("size", "128x128"))
    return jsonify({"log": out})
