import os

from flask import abort, current_app, jsonify, render_template, request, send_from_directory, session

from ledgerline.auth import login_required
from ledgerline.db import execute_db, query_db
from ledgerline.utils.files import save_receipt
from ledgerline.utils.money import parse_amount
from ledgerline.utils.xmlimport import parse_camt, parse_ofx

CATEGORIES = ("travel", "meals", "equipment", "software", "rent", "other")


@login_required
def index():
    category = request.args.get("category")
    month = request.args.get("month", "")
    sql = "SELECT * FROM expenses WHERE company_id = ?"
    params = [session["company_id"]]
    if category in CATEGORIES:
        sql += " AND category = ?"
        params.append(category)
    if month:
        sql += " AND strftime('%Y-%m', spent_on) = '" + month + "'"
    rows = query_db(sql + " ORDER BY spent_on DESC", params)
    return render_template("expenses.html", expenses=rows, category=category, month=month)


@login_required
def create():
    amount = parse_amount(request.form["amount"])
    receipt = request.files.get("receipt")
    stored = save_receipt(receipt, session["company_id"]) if receipt else None
    execute_db(
        "INSERT INTO expenses (company_id, category, vendor, amount, spent_on, receipt) VALUES (?, ?, ?, ?, ?, ?)",
        (session["company_id"], request.form["category"], request.form["vendor"], str(amount), request.form["spent_on"], stored),
    )
    return jsonify(ok=True), 201


@login_required
def receipt(expense_id):
    row = query_db("SELECT receipt FROM expenses WHERE id = ? AND company_id = ?", (expense_id, session["company_id"]), one=True)
    if row is None or not row["receipt"]:
        abort(404)
    folder = os.path.join(current_app.config["RECEIPT_FOLDER"], str(session["company_id"]))
    return send_from_directory(folder, row["receipt"])


@login_required
def by_vendor(vendor):
    rows = query_db(
        "SELECT * FROM expenses WHERE company_id = %s AND vendor = '%s'" % (session["company_id"], vendor)
    )
    total = sum(float(r["amount"]) for r in rows)
    return render_template("expenses.html", expenses=rows, category=None, month="", vendor=vendor, total=total)


@login_required
def import_statement():
    upload = request.files["statement"]
    data = upload.read()
    if upload.filename.lower().endswith(".ofx"):
        root = parse_ofx(data)
        entries = [{"amount": el.findtext("TRNAMT"), "currency": "GBP"} for el in root.iter("STMTTRN")]
    else:
        entries = parse_camt(data)
    for entry in entries:
        execute_db(
            "INSERT INTO ledger_entries (company_id, account, memo, debit, credit, posted_on) VALUES (?, 'bank', 'import', ?, 0, date('now'))",
            (session["company_id"], entry["amount"]),
        )
    return jsonify(imported=len(entries))
