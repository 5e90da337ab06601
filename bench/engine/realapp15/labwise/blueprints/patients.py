from flask import Blueprint, abort, g, make_response, render_template, request
from flask_login import current_user, login_required
from markupsafe import Markup, escape

from ..decorators import role_required, with_patient
from ..repositories import patient_repo, result_repo
from ..tasks import archive

bp = Blueprint("patients", __name__)


@bp.url_value_preprocessor
def pull_clinic(endpoint, values):
    if values and "clinic_slug" in values:
        g.clinic_slug = values.pop("clinic_slug")


@bp.route("/")
@login_required
def index():
    term = request.args.get("q", "")
    patients = patient_repo.search_by_name(current_user.clinic_id, term) if term else []
    if term and not patients:
        return make_response(f"<p class='empty'>No patient matches <b>{escape(term)}</b></p>", 404)
    return render_template("patients.html", patients=patients, term=term)


@bp.route("/mrn/<mrn>")
@login_required
def by_mrn(mrn):
    patient = patient_repo.find_by_mrn(current_user.clinic_id, mrn)
    if patient is None:
        return f"<p>No patient with MRN {mrn}</p>", 404
    return render_template("patient.html", patient=patient, results=[], count=0)


@bp.route("/mrn-check")
@login_required
def mrn_check():
    row = patient_repo.mrn_lookup_raw(current_user.clinic_id, request.args["mrn"])
    return {"exists": row is not None}


@bp.route("/<int:patient_id>")
@login_required
@with_patient
def show(patient):
    results = result_repo.results_by_status(patient.id, request.args.get("status", "final"))
    count = result_repo.count_for_patient(patient)
    greeting = Markup("<span class='who'>{} {}</span>").format(patient.first_name, patient.last_name)
    return render_template("patient.html", patient=patient, results=results, count=count, greeting=greeting)


@bp.route("/<int:keep_id>/merge/<int:drop_id>", methods=["POST"])
@login_required
@role_required("admin")
def merge(keep_id, drop_id):
    patient_repo.merge_patients(keep_id, drop_id)
    return {"merged": drop_id, "into": keep_id}


@bp.route("/<int:patient_id>/archive", methods=["POST"])
@login_required
@with_patient
def archive_one(patient):
    archive.delay(patient.id)
    return {"queued": True}, 202


@bp.route("/clinic/<clinic_slug>/banner")
def clinic_banner():
    clinic = patient_repo.clinic_by_slug(g.clinic_slug)
    if clinic is None:
        abort(404)
    return render_template("banner.html", clinic=clinic)
