import os
import subprocess

from flask import Flask, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOADS = "/srv/uploads"


def make_thumbnail(stored_name):
    # secure_filename left letters, digits, `_`, `.` and `-`: one shell word, nothing to expand.
    # ok: py-command-injection
    os.system("convert {0}/{1} -resize 64x64 {0}/thumb-{1}".format(UPLOADS, stored_name))


def print_label(name):
    # ruleid: py-command-injection
    os.system("lp -t " + name + " " + UPLOADS + "/labels.pdf")


@app.route("/upload", methods=["POST"])
def upload():
    f = request.files["file"]
    stored_name = secure_filename(f.filename)
    f.save(os.path.join(UPLOADS, stored_name))
    make_thumbnail(stored_name)
    # ok: py-command-injection
    subprocess.run(f"gzip -k {UPLOADS}/{stored_name}", shell=True, check=True)
    # The client's own name, not the cleaned one.
    # ruleid: py-command-injection
    subprocess.run(f"file {UPLOADS}/{f.filename}", shell=True, check=True)
    # ruleid: py-command-injection
    print_label(request.form["title"])
    return "ok"
