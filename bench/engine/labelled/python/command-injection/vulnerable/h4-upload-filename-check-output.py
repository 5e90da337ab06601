import subprocess

from flask import Blueprint, request

docs = Blueprint("docs", __name__)


def describe(name):
    return subprocess.check_output("file --brief /srv/inbox/" + name, shell=True).decode()


@docs.route("/inbox", methods=["POST"])
def inbox():
    upload = request.files["document"]
    upload.save("/srv/inbox/" + "pending.bin")
    return {"type": describe(upload.filename)}
