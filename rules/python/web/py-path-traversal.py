import os
import shutil
from pathlib import Path

from flask import Flask, abort, request, send_file, send_from_directory
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOADS = "/srv/uploads"


@app.route("/download")
def download():
    name = request.args["name"]
    # ruleid: py-path-traversal
    with open(os.path.join(UPLOADS, name)) as fh:
        text = fh.read()
    # ruleid: py-path-traversal
    sent = send_file(UPLOADS + "/" + name)
    # ok: py-path-traversal
    safe = send_file(os.path.join(UPLOADS, secure_filename(name)))
    # ok: py-path-traversal
    base = open(os.path.join(UPLOADS, os.path.basename(name))).read()
    # send_from_directory refuses paths that leave the folder.
    # ok: py-path-traversal
    served = send_from_directory(UPLOADS, name)
    # ok: py-path-traversal
    listed = os.listdir(UPLOADS)
    # ruleid: py-path-traversal
    content = Path(UPLOADS).joinpath(name).read_text()
    # The `/` operator of pathlib builds a path from the input too.
    # ruleid: py-path-traversal
    other = (Path(UPLOADS) / name).read_bytes()
    # ruleid: py-path-traversal
    nested = (Path("/srv") / "static" / name).open()
    # ok: py-path-traversal
    cleaned = (Path(UPLOADS) / secure_filename(name)).read_bytes()
    return str((text, sent, safe, base, served, listed, content, other, nested, cleaned))


def read_report(folder: Path, name: str):
    # ruleid: py-path-traversal (the sink inside the helper; each call that passes request data is reported too)
    return (folder / name).read_text()


@app.route("/reports/<name>")
def report(name):
    # ok: py-path-traversal
    count = len(name) / 2
    # ruleid: py-path-traversal
    return read_report(Path("/srv/reports"), name) + str(count)


@app.route("/delete", methods=["POST"])
def delete():
    target = request.form["path"]
    # ruleid: py-path-traversal
    os.remove(target)
    # ruleid: py-path-traversal
    shutil.copy(target, "/tmp/backup")
    report_id = int(request.form["report"])
    # ok: py-path-traversal
    os.remove(os.path.join("/srv/reports", "%d.pdf" % report_id))
    return "deleted"



@app.route("/exists")
def exists():
    name = request.args.get("name", "")
    # ruleid: py-path-traversal
    found = os.path.exists("/srv/reports/" + name)
    # ruleid: py-path-traversal
    also = Path("/srv/reports", name).exists()
    if ".." in name:
        return "bad", 400
    # Past the `..` check the name cannot leave the folder.
    # ok: py-path-traversal
    checked = os.path.isfile(os.path.join("/srv/reports", name))
    return str((found, also, checked))


@app.route("/slug")
def slug():
    name = request.args.get("name", "")
    if not name.isalnum():
        abort(400)
    # abort() raises: only word characters get here.
    # ok: py-path-traversal
    return open(os.path.join("/srv/reports", name + ".txt")).read()


@app.route("/upload", methods=["POST"])
def upload():
    f = request.files["doc"]
    # ruleid: py-path-traversal
    f.save(os.path.join("/srv/uploads", f.filename))
    # ok: py-path-traversal
    f.save(os.path.join("/srv/uploads", secure_filename(f.filename)))
    # Each file of a multi-file field is a FileStorage too.
    for part in request.files.getlist("attachments"):
        # ruleid: py-path-traversal
        part.save(os.path.join("/srv/uploads", part.filename))
        # ok: py-path-traversal
        part.save(os.path.join("/srv/uploads", secure_filename(part.filename)))
    extra = request.files.get("extra")
    # ruleid: py-path-traversal
    extra.save("/srv/uploads/" + extra.filename)
    return "saved"


REPORTS = os.path.realpath("/srv/reports")


@app.route("/reports/<path:name>")
def report_file(name):
    full = os.path.realpath(os.path.join(REPORTS, name))
    if os.path.commonpath([full, REPORTS]) != REPORTS:
        abort(403)
    # commonpath compares whole components: past the check full lies inside REPORTS.
    # ok: py-path-traversal
    return send_file(full)


@app.route("/reports-any/<path:name>")
def report_file_unchecked(name):
    full = os.path.realpath(os.path.join(REPORTS, name))
    if os.path.commonpath([full, REPORTS]) == REPORTS:
        # ok: py-path-traversal
        return send_file(full)
    # ruleid: py-path-traversal
    return send_file(full)


@app.route("/notes/<path:name>")
def note(name):
    from werkzeug.utils import safe_join

    # safe_join returns None for a path leaving the folder.
    path = safe_join("/srv/notes", name)
    if path is None:
        abort(404)
    # ok: py-path-traversal
    return open(path).read()


@app.route("/exports")
def export_file():
    # The joined path reaches the unchecked open below: reported here too.
    # ruleid: py-path-traversal
    wanted = os.path.join("/srv/exports", request.args["name"])
    if os.path.realpath(wanted).startswith("/srv/exports/"):
        # The resolved path is checked; opening wanted resolves to that same file.
        # ok: py-path-traversal
        return open(wanted).read()
    # ruleid: py-path-traversal
    return open(wanted).read()
