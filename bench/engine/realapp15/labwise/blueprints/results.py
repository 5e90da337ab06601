import os

from flask import (Blueprint, current_app, flash, redirect, render_template, request, send_file,
                   send_from_directory, url_for)
from flask_login import current_user, login_required
from werkzeug.security import safe_join

from ..decorators import with_patient
from ..forms import AttachmentForm, DerivedValueForm, ResultSearchForm, ShareForm
from ..repositories import result_repo
from ..services import result_service, share_service
from ..tasks import convert_scan, notify_partner, ocr_scan
from ..utils.files import store_scan_as_is, store_upload

bp = Blueprint("results", __name__)


@bp.route("/")
@login_required
def index():
    form = ResultSearchForm(request.args)
    results = result_service.search(current_user.clinic_id, form) if form.validate() else []
    return render_template("results.html", form=form, results=results)


@bp.route("/abnormal")
@login_required
def abnormal():
    rows = result_repo.abnormal_results(current_user.clinic_id, request.args.get("flag", "H"))
    return render_template("abnormal.html", rows=rows)


@bp.route("/<int:patient_id>/trend/<test_code>")
@login_required
@with_patient
def trend(patient, test_code):
    rows = result_service.trend_for(patient, test_code, request.args.get("order", "ASC"))
    latest = result_repo.latest_for_code(patient.id, test_code)
    return render_template("trend.html", patient=patient, rows=rows, latest=latest, test_code=test_code)


@bp.route("/<int:patient_id>/sorted")
@login_required
@with_patient
def sorted_view(patient):
    sort = request.args.get("sort", "collected_at DESC")
    results = result_repo.results_sorted_by(patient.id, sort)
    return render_template("results.html", form=ResultSearchForm(), results=results)


@bp.route("/instrument")
@login_required
def by_instrument():
    instrument = request.headers.get("X-Instrument-Id", "")
    rows = result_repo.results_from_instrument(instrument)
    return {"ids": [r.id for r in rows]}


@bp.route("/<int:patient_id>/attachments", methods=["POST"])
@login_required
@with_patient
def upload_attachment(patient):
    form = AttachmentForm()
    if form.validate_on_submit():
        stored, checksum = store_upload(form.file.data)
        flash(f"Stored {stored} ({checksum[:8]})")
    return redirect(url_for("patients.show", patient_id=patient.id))


@bp.route("/<int:patient_id>/scans", methods=["POST"])
@login_required
@with_patient
def upload_scan(patient):
    scan = request.files["scan"]
    path = store_scan_as_is(scan, str(patient.id))
    convert_scan.delay(path, request.form.get("dpi", "300"))
    ocr_scan.delay(path, request.form.get("lang", "eng"))
    return redirect(url_for("patients.show", patient_id=patient.id))


@bp.route("/attachments/<path:name>")
@login_required
def attachment(name):
    return send_from_directory(current_app.config["UPLOAD_DIR"], name, as_attachment=True)


@bp.route("/reports/download")
@login_required
def download_report():
    name = request.args["file"]
    return send_file(os.path.join(current_app.config["REPORT_DIR"], name), as_attachment=True)


@bp.route("/reports/<path:name>")
@login_required
def report_file(name):
    path = safe_join(current_app.config["REPORT_DIR"], name)
    if path is None:
        return "Not found", 404
    return send_file(path)


@bp.route("/<int:patient_id>/share", methods=["POST"])
@login_required
@with_patient
def share(patient):
    form = ShareForm()
    if not form.validate_on_submit():
        return render_template("share.html", form=form, patient=patient), 400
    link = share_service.create_link(patient.id)
    notify_partner.delay(form.recipient_url.data, {"token": link.token, "note": form.note.data})
    return redirect(url_for("patients.show", patient_id=patient.id))


@bp.route("/<int:patient_id>/derived", methods=["POST"])
@login_required
@with_patient
def derived(patient):
    form = DerivedValueForm()
    if not form.validate_on_submit():
        return {"errors": form.errors}, 400
    results = result_repo.results_by_status(patient.id, "final")
    trusted = current_user.role == "admin"
    value = result_service.derived_value(form.formula.data, results, trusted=trusted)
    return {"name": form.name.data, "value": value}
