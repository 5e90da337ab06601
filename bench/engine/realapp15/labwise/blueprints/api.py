from flask import Blueprint, abort, jsonify, request
from flask_login import current_user, login_required
from marshmallow import ValidationError

from ..models import Patient
from ..repositories import result_repo
from ..schemas import ExportSchema, PanelQuerySchema, ResultInSchema, WebhookSchema
from ..services import import_service, result_service, share_service
from ..tasks import notify_partner
from ..utils.http import post_to_registry, post_to_registry_verified, reference_range
from ..utils.tokens import api_key

bp = Blueprint("api", __name__)

result_schema = ResultInSchema()


@bp.errorhandler(ValidationError)
def invalid(err):
    return jsonify(errors=err.messages), 422


def _own_patient(patient_id):
    return Patient.query.filter_by(id=patient_id, clinic_id=current_user.clinic_id).first_or_404()


@bp.route("/results", methods=["POST"])
@login_required
def create_result():
    data = result_schema.load(request.get_json())
    patient = _own_patient(data.pop("patient_id"))
    result = result_repo.add_result(patient.id, data)
    post_to_registry({"test": result.test_code, "value": result.value})
    post_to_registry_verified({"test": result.test_code, "flag": result.flag})
    return jsonify(id=result.id), 201


@bp.route("/results/flagged")
@login_required
def flagged():
    data = result_schema.load(request.get_json(), partial=True)
    rows = result_repo.abnormal_results(current_user.clinic_id, data.get("flag") or "H")
    return jsonify([dict(r._mapping) for r in rows])


@bp.route("/panels/query", methods=["POST"])
@login_required
def panel_query():
    data = PanelQuerySchema().load(request.get_json())
    patient = _own_patient(data["patient_id"])
    return jsonify([dict(r) for r in result_service.panel(patient.id, data["codes"])])


@bp.route("/webhooks", methods=["POST"])
@login_required
def register_webhook():
    data = WebhookSchema().load(request.json)
    notify_partner.delay(data["callback_url"], {"registered": data["events"]})
    return jsonify(status="registered"), 201


@bp.route("/ranges/<test_code>")
@login_required
def ranges(test_code):
    return jsonify(reference_range(test_code))


@bp.route("/partner-results", methods=["POST"])
@login_required
def partner_results():
    url = request.json["url"]
    return share_service.pull_partner_result(url), 200, {"Content-Type": "application/xml"}


@bp.route("/outside-documents", methods=["POST"])
@login_required
def outside_documents():
    return share_service.pull_outside_document(request.form["source"]), 200


@bp.route("/saved-views", methods=["POST"])
@login_required
def restore_view():
    state = import_service.restore_saved_view(request.cookies.get("lw_view", ""))
    return jsonify(state)


@bp.route("/exports", methods=["POST"])
@login_required
def export():
    data = ExportSchema().load(request.get_json())
    patient = _own_patient(data["patient_id"])
    rows = result_repo.results_by_status(patient.id, "final")
    body = result_service.export_csv(rows)
    return body, 200, {"Content-Disposition": f"attachment; filename={data['filename']}.csv"}


@bp.route("/keys", methods=["POST"])
@login_required
def new_key():
    if current_user.role != "admin":
        abort(403)
    return jsonify(key=api_key()), 201
