import os

from flask import Blueprint, abort, current_app, jsonify, render_template, request, send_file, send_from_directory, session
from werkzeug.utils import secure_filename

from ledgerline.auth import admin_required, login_required
from ledgerline.db import execute_db, query_db
from ledgerline.utils.files import payslip_path
from ledgerline.utils.prefs import load_payroll_rules
from ledgerline.utils.security import employee_pin_digest
from ledgerline.utils.shell import bacs_export, compress_export, compress_export_quoted

bp = Blueprint("payroll", __name__)

BANK_FORMATS = ("bacs18", "sepa", "csv")


@bp.route("/employees")
@login_required
def employees():
    department = request.args.get("department", "")
    if department:
        rows = query_db(
            "SELECT id, name, department FROM employees WHERE company_id = ? AND department = ?",
            (session["company_id"], department),
        )
    else:
        rows = query_db("SELECT id, name, department FROM employees WHERE company_id = ?", (session["company_id"],))
    return render_template("payroll/employees.html", employees=rows, department=department)


@bp.route("/employees/search")
@login_required
def search_employees():
    term = request.args.get("term", "")
    rows = query_db(
        "SELECT id, name, department FROM employees WHERE company_id = {} AND (name LIKE '%{}%' OR email LIKE '%{}%')".format(
            session["company_id"], term, term
        )
    )
    return render_template("payroll/employees.html", employees=rows, department="", term=term)


@bp.route("/employees/<int:employee_id>/payslips/<path:period>")
@login_required
def payslip(employee_id, period):
    row = query_db(
        "SELECT p.* FROM payslips p JOIN employees e ON e.id = p.employee_id "
        "WHERE p.employee_id = ? AND p.period = ? AND e.company_id = ?",
        (employee_id, period, session["company_id"]),
        one=True,
    )
    if row is None:
        abort(404)
    return send_file(payslip_path(employee_id, row["file_name"]), mimetype="application/pdf")


@bp.route("/employees/<int:employee_id>/payslip-file/<path:name>")
@login_required
def payslip_file(employee_id, name):
    return send_file(os.path.join(current_app.config["PAYSLIP_DIR"], str(employee_id), name), mimetype="application/pdf")


@bp.route("/employees/<int:employee_id>/p60/<name>")
@login_required
def p60(employee_id, name):
    folder = os.path.join(current_app.config["PAYSLIP_DIR"], str(employee_id), "p60")
    return send_from_directory(folder, secure_filename(name), as_attachment=True)


@bp.route("/employees/<int:employee_id>/pin", methods=["POST"])
@login_required
def set_pin(employee_id):
    pin = request.form["pin"]
    digest = employee_pin_digest(pin, str(employee_id))
    execute_db("UPDATE employees SET tax_code = tax_code WHERE id = ?", (employee_id,))
    execute_db("INSERT OR REPLACE INTO formulas (company_id, name, expression) VALUES (?, ?, ?)", (session["company_id"], f"pin:{employee_id}", digest))
    return jsonify(ok=True)


@bp.route("/runs/<int:run_id>/export", methods=["POST"])
@admin_required
def export_run(run_id):
    bank_format = request.form.get("format", "bacs18")
    if bank_format not in BANK_FORMATS:
        abort(400)
    result = bacs_export(run_id, bank_format)
    export_name = request.form.get("export_name", f"run-{run_id}")
    compress_export(export_name)
    compress_export_quoted(export_name)
    return jsonify(ok=result.returncode == 0)


@bp.route("/rules", methods=["POST"])
@admin_required
def upload_rules():
    rules = load_payroll_rules(request.files["rules"].stream)
    for band in rules.get("tax_bands", []):
        execute_db(
            "INSERT INTO formulas (company_id, name, expression) VALUES (?, ?, ?)",
            (session["company_id"], band["name"], band["expression"]),
        )
    return jsonify(bands=len(rules.get("tax_bands", [])))


@bp.route("/runs/<int:run_id>/summary")
@login_required
def run_summary(run_id):
    department = request.cookies.get("lgl_department", "")
    rows = query_db(
        "SELECT e.department, sum(p.gross) AS gross, sum(p.net) AS net FROM payslips p "
        "JOIN employees e ON e.id = p.employee_id WHERE e.company_id = ? "
        "AND e.department = '" + department + "' GROUP BY e.department",
        (session["company_id"],),
    )
    return render_template("payroll/summary.html", rows=rows, run_id=run_id, department=department)
