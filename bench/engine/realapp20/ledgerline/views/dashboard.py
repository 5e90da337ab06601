from flask import current_app, redirect, render_template, request, session, url_for

from ledgerline.auth import login_required
from ledgerline.db import query_db
from ledgerline.utils.security import url_has_allowed_host


@login_required
def index():
    company_id = session["company_id"]
    overdue = query_db(
        "SELECT id, number, customer_name, total, due_date FROM invoices "
        "WHERE company_id = ? AND status = 'open' AND due_date < date('now') ORDER BY due_date",
        (company_id,),
    )
    period = request.args.get("period", "30")
    days = int(period) if period.isdigit() else 30
    cash = query_db(
        f"SELECT sum(credit) - sum(debit) AS balance FROM ledger_entries "
        f"WHERE company_id = {company_id} AND posted_on > date('now', '-{days} days')",
        one=True,
    )
    welcome = request.args.get("welcome")
    return render_template("dashboard.html", overdue=overdue, cash=cash, welcome=welcome, days=days)


def go():
    """Links in reminder emails point at /go?to=... so we can count clicks."""
    to = request.args.get("to", "/")
    if url_has_allowed_host(to, current_app.config["TRUSTED_HOSTS"]):
        return redirect(to)
    return redirect(url_for("dashboard"))
