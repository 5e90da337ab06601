import os

from flask import send_file

ROOT = "/srv/files"


def download(name):
    return send_file(os.path.join(ROOT, name))  # expect: py-path-traversal


def size(file_id):
    return {"bytes": os.path.getsize(os.path.join(ROOT, "%d.bin" % file_id))}
