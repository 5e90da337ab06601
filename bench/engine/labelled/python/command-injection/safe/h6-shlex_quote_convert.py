import os
import shlex
import subprocess

from flask import Blueprint, request, send_file

images = Blueprint("images", __name__)
WORKDIR = "/var/lib/thumbs"


@images.route("/thumbs/<name>")
def thumbnail(name):
    width = int(request.args.get("w", 128))
    src = shlex.quote(os.path.join(WORKDIR, "src", os.path.basename(name)))
    dst = shlex.quote(os.path.join(WORKDIR, "out", f"{width}_{os.path.basename(name)}"))
    cmd = "convert %s -resize %dx %s" % (src, width, dst)
    subprocess.check_call(cmd, shell=True)
    return send_file(os.path.join(WORKDIR, "out", f"{width}_{os.path.basename(name)}"))
