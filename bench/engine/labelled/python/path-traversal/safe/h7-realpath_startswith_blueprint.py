import os

from flask import Blueprint, abort, send_file

files = Blueprint("files", __name__)
BASE = os.path.realpath("/var/app/shared")


def resolve(rel):
    candidate = os.path.realpath(os.path.join(BASE, rel))
    if not candidate.startswith(BASE + os.sep):
        abort(404)
    return candidate


@files.route("/shared/<path:rel>")
def shared(rel):
    return send_file(resolve(rel))
