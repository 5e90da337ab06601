import datetime
import os
import subprocess

from flask import current_app, jsonify, make_response, render_template, request, session

from ledgerline.auth import admin_required
from ledgerline.db import execute_db, query_db
from ledgerline.utils.directory import find_by_employee_number, find_people
from ledgerline.utils.shell import database_size, disk_report, run_program

ROLES = {"clerk", "payroll", "admin"}
REPORT_TABLES = {"invoices", "expenses", "employees", "ledger_entries"}


@admin_required
def backup():
    label = request.form.get("label", "manual")
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    target = os.path.join(current_app.config["BACKUP_DIR"], f"ledger-{stamp}.sqlite3")
    subprocess.run(["sqlite3", current_app.config["DATABASE"], f".backup '{target}'"], check=True)
    subprocess.run(f"gzip -9 {target} && echo '{label}' > {target}.label", shell=True, check=True)
    return jsonify(backup=os.path.basename(target))


@admin_required
def ping_bank():
    host = request.args.get("host", "bank-feed.internal")
    result = subprocess.run(["ping", "-c", "2", host], capture_output=True, text=True, timeout=10)
    trace = os.popen("traceroute -m 6 " + host).read()
    return render_template("admin/ping.html", output=result.stdout, trace=trace)


@admin_required
def disk_usage():
    mount = request.headers.get("X-Mount-Point", "/var/lib/ledgerline")
    report = disk_report(mount)
    size = database_size()
    os.system("logger -t ledgerline disk-usage-checked")
    return make_response("<pre>" + report + "</pre><p>Database: " + size + "</p>")


@admin_required
def directory_search():
    name = request.args.get("name", "")
    number = request.args.get("employee_number", "")
    people = find_people(name) if name else []
    people += find_by_employee_number(number) if number else []
    return jsonify(people=people)


@admin_required
def set_role(user_id):
    role = request.form.get("role", "clerk")
    if role not in ROLES:
        return jsonify(error="unknown role"), 400
    execute_db(f"UPDATE users SET role = '{role}' WHERE id = {user_id} AND company_id = ?", (session["company_id"],))
    return jsonify(ok=True)


@admin_required
def sql_console():
    """Row counts for the support dashboard."""
    table = request.form.get("table", "invoices")
    if table not in REPORT_TABLES:
        return jsonify(error="unknown table"), 400
    count = query_db(f"SELECT count(*) AS n FROM {table} WHERE company_id = ?", (session["company_id"],), one=True)
    where = request.form.get("where", "1=1")
    matched = query_db(f"SELECT count(*) AS n FROM {table} WHERE company_id = ? AND ({where})", (session["company_id"],), one=True)
    return jsonify(table=table, rows=count["n"], matched=matched["n"])
