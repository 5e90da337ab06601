from flask import Blueprint, request

from .decorators import with_record
from .extensions import db
from .forms import NoteForm, ShareForm
from .services import count_notes, save_note
from .tasks import convert_scan, not_a_task, notify

bp = Blueprint("lab", __name__)


@bp.route("/scans", methods=["POST"])
def convert():
    convert_scan.delay("/srv/scans/in.pdf", request.form["dpi"])  # expect: py-command-injection
    convert_scan.delay("/srv/scans/in.pdf", int(request.form["dpi"]))
    convert_scan.apply_async(("/srv/scans/in.pdf", request.args["dpi"]), countdown=10)  # expect: py-command-injection
    convert_scan.apply_async(args=["/srv/scans/in.pdf", "300"], kwargs={})
    not_a_task.delay(request.form["command"])
    return "queued"


@bp.route("/records/<int:record_id>/notes", methods=["POST"])
@with_record
def add_note(record):
    form = NoteForm()
    if form.validate_on_submit():
        save_note(record.id, form)
    return {"notes": count_notes(record)}


@bp.route("/records/<int:record_id>/share", methods=["POST"])
@with_record
def share(record):
    form = ShareForm()
    if form.validate_on_submit():
        notify.delay(form.recipient.data, {"record": record.id})  # expect: py-ssrf-tainted-url
    return {"shared": True}


@bp.route("/codes", defaults={"limit": 20})
@bp.route("/codes/all")
def all_codes(limit=None):
    return {"rows": db.execute(f"SELECT * FROM codes LIMIT {limit or 50}").fetchall()}


@bp.route("/codes/<code>")
def by_code(code, page=1):
    return {"rows": db.execute("SELECT * FROM codes WHERE code = '%s' LIMIT %s" % (code, page)).fetchall()}  # expect: py-sqli-tainted-query
