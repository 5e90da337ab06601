import os

from flask import current_app, jsonify, make_response, render_template, request, send_file
from flask_login import current_user

from . import bp
from ..repositories import audit_repo, user_repo
from ..services import expense_service, import_service, webhook_service
from ..utils import files
from ..utils.decorators import admin_required


@bp.route("/")
@admin_required
def dashboard():
    return render_template("admin/dashboard.html", usage=expense_service.disk_usage())


@bp.route("/audit")
@admin_required
def audit():
    actor = request.args.get("actor")
    if actor:
        entries = audit_repo.for_actor(current_user.team_id, actor)
    else:
        entries = audit_repo.for_action(current_user.team_id, request.args.get("action", "expense.create"))
    return render_template("admin/audit.html", entries=entries)


@bp.route("/members")
@admin_required
def members():
    name = request.args.get("name")
    if name:
        return jsonify([dict(r._mapping) for r in user_repo.find_by_display_name(name)])
    return jsonify([{"id": u.id, "email": u.email} for u in user_repo.members(current_user.team_id, request.args.get("role"))])


@bp.route("/archive", methods=["POST"])
@admin_required
def archive():
    label = request.form.get("label", "manual")
    output = expense_service.archive_receipts(current_user.team_id, label)
    return jsonify(output=output)


@bp.route("/exports/<name>")
@admin_required
def export_file(name):
    return make_response(files.read_export(name), 200, {"Content-Type": "application/octet-stream"})


@bp.route("/exports/checked/<name>")
@admin_required
def export_file_checked(name):
    try:
        path = files.safe_export_path(name)
    except ValueError:
        return "not found", 404
    return send_file(path, as_attachment=True)


@bp.route("/exports/latest")
@admin_required
def latest_export():
    folder = current_app.config["EXPORT_FOLDER"]
    newest = max(os.listdir(folder), key=lambda f: os.path.getmtime(os.path.join(folder, f)))
    return send_file(os.path.join(folder, newest), as_attachment=True)


@bp.route("/webhook/test", methods=["POST"])
@admin_required
def webhook_test():
    status = webhook_service.test_delivery(request.form["url"])
    return jsonify(status=status)


@bp.route("/webhook/notify", methods=["POST"])
@admin_required
def webhook_notify():
    team = current_user.team
    team.webhook_url = request.form.get("url", team.webhook_url)
    result = webhook_service.notify(team, "test", {"by": current_user.email})
    return jsonify(sent=result is not None)


@bp.route("/rates")
@admin_required
def rates():
    return jsonify(webhook_service.exchange_rates(request.args.get("base", "EUR")))


@bp.route("/import/statement", methods=["POST"])
@admin_required
def import_statement():
    return jsonify(import_service.import_statement(request.files["statement"]))


@bp.route("/import/legacy", methods=["POST"])
@admin_required
def import_legacy():
    return jsonify(import_service.import_legacy(request.files["statement"]))


@bp.route("/import/lookup", methods=["POST"])
@admin_required
def import_lookup():
    matches = import_service.lookup(request.files["statement"], request.form["reference"])
    return jsonify(count=len(matches))


@bp.route("/import/account", methods=["POST"])
@admin_required
def import_account():
    matches = import_service.lookup_account(request.files["statement"], request.form["account"])
    return jsonify(count=len(matches))


@bp.route("/import/partner", methods=["POST"])
@admin_required
def import_partner():
    rows = import_service.import_csv_from_partner(current_app.config.get("PARTNER_CSV_URL", "https://partner.example/export.csv"))
    return jsonify(imported=len(rows))
