import csv
import io

from flask import Response, abort, jsonify, make_response, render_template, request, session

from ledgerline.auth import login_required
from ledgerline.db import query_db
from ledgerline.ledger import account_history, rename_account, trial_balance
from ledgerline.utils.files import read_export, read_template_part
from ledgerline.utils.formulas import evaluate, evaluate_arithmetic, parse_constant
from ledgerline.utils.htmlgen import highlight_block, memo_block

ACCOUNTS = ("bank", "sales", "purchases", "vat", "payroll", "drawings")


@login_required
def ledger():
    account = request.args.get("account", "bank")
    date_from = request.args.get("from", "1970-01-01")
    memo_filter = request.args.get("memo", "")
    sql = (
        "SELECT posted_on, account, memo, debit, credit FROM ledger_entries "
        "WHERE company_id = ? AND account = ? AND posted_on >= ?"
    )
    params = [session["company_id"], account, date_from]
    if memo_filter:
        sql += " AND memo LIKE '%{}%'".format(memo_filter)
    rows = query_db(sql + " ORDER BY posted_on", params)
    if request.args.get("format") == "csv":
        buf = io.StringIO()
        writer = csv.writer(buf)
        writer.writerow(["date", "account", "memo", "debit", "credit"])
        writer.writerows([tuple(r) for r in rows])
        return Response(buf.getvalue(), mimetype="text/csv")
    caption = memo_block(request.args.get("caption", ""))
    return render_template("reports/ledger.html", rows=rows, account=account, caption=caption, memo=memo_filter)


@login_required
def aging():
    bucket = request.args.get("bucket", "30")
    buckets = {"30": 30, "60": 60, "90": 90}
    days = buckets.get(bucket, 30)
    rows = query_db(
        "SELECT customer_name, sum(total) AS owed FROM invoices WHERE company_id = ? AND status = 'open' "
        "AND julianday('now') - julianday(due_date) > %d GROUP BY customer_name" % days,
        (session["company_id"],),
    )
    highlight = highlight_block(request.args.get("highlight", ""))
    return render_template("reports/aging.html", rows=rows, days=days, highlight=highlight)


@login_required
def download_export(name):
    data = read_export(name)
    response = make_response(data)
    response.headers["Content-Type"] = "application/octet-stream"
    return response


@login_required
def export_header():
    return read_template_part(request.args.get("part", "header.html"))


@login_required
def evaluate_formula():
    expression = request.form.get("expression", "0")
    rows = query_db("SELECT * FROM ledger_entries WHERE company_id = ? LIMIT 500", (session["company_id"],))
    results = [evaluate(expression, r) for r in rows]
    safe_results = [evaluate_arithmetic(request.form.get("safe_expression", "0"), r) for r in rows]
    return jsonify(results=results, checked=safe_results)


@login_required
def check_formula():
    payload = request.get_json(silent=True) or {}
    constant = parse_constant(payload.get("constant", "0"))
    scale = eval(payload.get("scale", "1"))
    return jsonify(constant=constant, scale=scale)


@login_required
def vat_return(year, quarter):
    if quarter not in (1, 2, 3, 4):
        abort(404)
    start_month = (quarter - 1) * 3 + 1
    rows = query_db(
        f"SELECT account, sum(debit) AS d, sum(credit) AS c FROM ledger_entries WHERE company_id = ? "
        f"AND strftime('%Y', posted_on) = '{year}' AND CAST(strftime('%m', posted_on) AS INTEGER) "
        f"BETWEEN {start_month} AND {start_month + 2} GROUP BY account",
        (session["company_id"],),
    )
    return render_template("reports/vat.html", rows=rows, year=year, quarter=quarter)


@login_required
def trial_balance_view():
    as_of = request.args.get("as_of", "9999-12-31")
    rows = trial_balance(session["company_id"], as_of)
    return render_template("reports/trial_balance.html", rows=rows, as_of=as_of)


@login_required
def rename_account_view():
    rename_account(session["company_id"], request.form["old"], request.form["new"])
    return jsonify(ok=True)


@login_required
def history_view(account):
    rows = account_history(session["company_id"], account, request.args.get("limit", 100))
    return render_template("reports/ledger.html", rows=rows, account=account, caption="", memo="")
