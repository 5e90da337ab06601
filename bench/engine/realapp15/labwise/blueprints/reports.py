from flask import Blueprint, Response, current_app, render_template, render_template_string, request
from flask_login import login_required
from markupsafe import Markup

from ..decorators import with_patient
from ..forms import ReportForm
from ..repositories import result_repo
from ..services import report_service
from ..tasks import render_pdf
from ..utils.files import read_report
from ..utils.hashing import etag_for

bp = Blueprint("reports", __name__)

FOOTER_TEMPLATE = "<footer>{{ clinic }} · printed for {{ patient.last_name }}</footer>"


@bp.route("/<int:patient_id>/build", methods=["POST"])
@login_required
@with_patient
def build(patient):
    form = ReportForm()
    if not form.validate_on_submit():
        return render_template("report_form.html", form=form, patient=patient), 400
    results = result_repo.results_by_status(patient.id, "final")
    html = report_service.render_html(patient, results, form.title.data)
    footer = render_template_string(FOOTER_TEMPLATE, clinic=current_app.config.get("CLINIC_NAME", ""), patient=patient)
    custom = render_template_string("<div class='custom-footer'>" + form.footer.data + "</div>", patient=patient)
    render_pdf.delay(html + footer + custom, form.title.data)
    if form.printer.data:
        report_service.print_report(f"{patient.id}.pdf", form.printer.data)
    return render_template("report_queued.html", patient=patient, title=form.title.data)


@bp.route("/<int:patient_id>/letter")
@login_required
@with_patient
def letter(patient):
    salutation = request.args.get("salutation", "Dear colleague")
    return render_template("letter.jinja", patient=patient, salutation=salutation)


@bp.route("/<int:patient_id>/summary")
@login_required
@with_patient
def summary(patient):
    note = request.args.get("note", "")
    heading = Markup(f"<h2>Summary for {patient.last_name}: {note}</h2>")
    results = result_repo.results_by_status(patient.id, "final")
    return render_template("summary.html", heading=heading, results=results)


@bp.route("/archive")
@login_required
def archived():
    body = read_report(request.args.get("name", "index.html"))
    return Response(body, mimetype="application/pdf", headers={"ETag": etag_for(body)})


@bp.route("/preview")
@login_required
def preview():
    title = request.args.get("title", "Report")
    return render_template_string("<h1>{{ title }}</h1><p>Preview only</p>", title=title)
