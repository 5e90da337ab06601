import hashlib
import io

from flask import abort, jsonify, render_template, render_template_string, request, send_file
from flask_login import current_user, login_required

from . import bp
from ..extensions import db
from ..models import SavedReport
from ..repositories import warehouse_repo
from ..services import report_service


@bp.route("/")
@login_required
def overview():
    year = request.args.get("year", 2024, type=int)
    totals = warehouse_repo.monthly_totals(current_user.team_id, year)
    return render_template("reports/overview.html", totals=totals, year=year)


@bp.route("/period")
@login_required
def period():
    rows = report_service.period(current_user.team_id, request.args["from"], request.args["to"])
    return render_template("reports/summary.html", report=None, rows=rows)


@bp.route("/grouped/<dimension>")
@login_required
def grouped(dimension):
    return jsonify(report_service.grouped(current_user.team_id, dimension))


@bp.route("/custom", methods=["POST"])
@login_required
def custom():
    definition = report_service.load_definition(request.data.decode("utf-8"), request.args.get("format", "json"))
    return jsonify(rows=report_service.computed_rows(current_user.team_id, definition))


@bp.route("/custom/checked", methods=["POST"])
@login_required
def custom_checked():
    definition = report_service.load_definition(request.data.decode("utf-8"))
    return jsonify(rows=report_service.computed_rows_checked(current_user.team_id, definition))


@bp.route("/upload-definition", methods=["POST"])
@login_required
def upload_definition():
    definition = report_service.load_definition_file(request.files["definition"].stream)
    report = SavedReport(team_id=current_user.team_id, name=definition.get("name", "Untitled"), definition=str(definition))
    db.session.add(report)
    db.session.commit()
    return jsonify(id=report.id), 201


@bp.route("/<int:report_id>/email-preview", methods=["POST"])
@login_required
def email_preview(report_id):
    report = SavedReport.query.filter_by(id=report_id, team_id=current_user.team_id).first_or_404()
    draft = SavedReport(name=report.name, email_template=request.form["template"])
    return report_service.render_email(draft, total=request.form.get("total", "0"))


@bp.route("/<int:report_id>/email-default")
@login_required
def email_default(report_id):
    report = SavedReport.query.filter_by(id=report_id, team_id=current_user.team_id).first_or_404()
    return report_service.render_email_sandboxed(report, total="0")


@bp.route("/title")
@login_required
def title():
    heading = request.args.get("heading", "Expenses")
    return render_template_string("<h1>" + heading + "</h1><p>{{ user }}</p>", user=current_user.display_name)


@bp.route("/subtitle")
@login_required
def subtitle():
    heading = request.args.get("heading", "Expenses")
    return render_template_string("<h1>{{ heading }}</h1>", heading=heading)


@bp.route("/<int:report_id>/download")
@login_required
def download(report_id):
    report = SavedReport.query.filter_by(id=report_id, team_id=current_user.team_id).first()
    if report is None:
        abort(404)
    body = report.definition.encode("utf-8")
    response = send_file(io.BytesIO(body), mimetype="text/plain", download_name=f"report-{report.id}.txt")
    response.headers["ETag"] = hashlib.sha1(body).hexdigest()
    return response
