import re
import subprocess

from flask import Blueprint, abort, jsonify, request

media_bp = Blueprint("media", __name__)
MEDIA_ROOT = "/srv/media"
NAME_RE = re.compile(r"^[A-Za-z0-9_-]+\.(png|jpg)$")


def make_thumbnail(filename, size):
    args = ["convert", f"{MEDIA_ROOT}/{filename}", "-resize", size, f"{MEDIA_ROOT}/thumbs/{filename}"]
    return subprocess.run(args, capture_output=True, text=True).stdout


@media_bp.post("/thumbnail")
def thumbnail():
    data = request.get_json(force=True)
    if not NAME_RE.match(data["file"]):
        abort(400)
    out = make_thumbnail(data["file"], "128x128")
    return jsonify({"log": out})
