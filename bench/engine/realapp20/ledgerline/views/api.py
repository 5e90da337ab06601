"""JSON API used by the bank-feed agent and the accountant portal."""
import functools

import jwt
from flask import Blueprint, abort, g, jsonify, request

from ledgerline.db import execute_db, query_db
from ledgerline.utils.fetch import exchange_rate, post_webhook, rate_from_source
from ledgerline.utils.money import clean_currency, parse_amount
from ledgerline.utils.prefs import load_chart_of_accounts
from ledgerline.utils.tokens import peek, verify

bp = Blueprint("api", __name__)


def token_required(view):
    @functools.wraps(view)
    def wrapped(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            abort(401)
        try:
            g.claims = verify(header[7:])
        except jwt.InvalidTokenError:
            abort(401)
        return view(*args, **kwargs)

    return wrapped


@bp.route("/invoices", methods=["GET"])
@token_required
def list_invoices():
    status = request.args.get("status", "open")
    limit = request.args.get("limit", 50, type=int)
    rows = query_db(
        "SELECT id, number, total, status FROM invoices WHERE company_id = ? AND status = ? LIMIT %d" % limit,
        (g.claims["cid"], status),
    )
    return jsonify([dict(r) for r in rows])


@bp.route("/invoices/<int:invoice_id>/lines", methods=["POST"])
@token_required
def add_line(invoice_id):
    data = request.get_json(force=True)
    execute_db(
        "INSERT INTO invoice_lines (invoice_id, description, quantity, unit_price) VALUES (?, ?, ?, ?)",
        (invoice_id, data["description"], data.get("quantity", 1), str(parse_amount(data["unit_price"]))),
    )
    return jsonify(ok=True), 201


@bp.route("/ledger/entries", methods=["POST"])
@token_required
def post_entries():
    data = request.get_json()
    account = data.get("account", "bank")
    memo = data.get("memo", "")
    execute_db(
        f"INSERT INTO ledger_entries (company_id, account, memo, debit, credit, posted_on) "
        f"VALUES ({g.claims['cid']}, '{account}', '{memo}', ?, ?, date('now'))",
        (data.get("debit", 0), data.get("credit", 0)),
    )
    return jsonify(ok=True), 201


@bp.route("/ledger/balance/<account>")
@token_required
def balance(account):
    row = query_db(
        "SELECT sum(credit) - sum(debit) AS balance FROM ledger_entries WHERE company_id = ? AND account = ?",
        (g.claims["cid"], account),
        one=True,
    )
    return jsonify(account=account, balance=row["balance"])


@bp.route("/rates")
@token_required
def rates():
    base = clean_currency(request.args.get("base"))
    target = clean_currency(request.args.get("target", "EUR"))
    return jsonify(exchange_rate(base, target))


@bp.route("/rates/source", methods=["POST"])
@token_required
def rates_from_source():
    return jsonify(rate_from_source(request.get_json()["source"]))


@bp.route("/webhooks/test", methods=["POST"])
@token_required
def test_webhook():
    target = request.get_json().get("url")
    response = post_webhook(target, {"event": "ping", "company": g.claims["cid"]})
    return jsonify(status=response.status_code)


@bp.route("/accountant/whoami")
def accountant_whoami():
    claims = peek(request.headers.get("X-Portal-Token", ""))
    row = query_db("SELECT id, name FROM companies WHERE id = ?", (claims.get("cid"),), one=True)
    return jsonify(company=dict(row) if row else None, accountant=claims.get("sub"))


@bp.route("/accountant/session")
def accountant_session():
    token = request.cookies.get("portal_session", "")
    claims = jwt.decode(token, options={"verify_signature": False}, algorithms=["HS256"])
    return jsonify(claims)


@bp.route("/chart-of-accounts", methods=["POST"])
@token_required
def import_chart():
    chart = load_chart_of_accounts(request.files["chart"].stream)
    for code, name in chart.get("accounts", {}).items():
        execute_db("INSERT INTO formulas (company_id, name, expression) VALUES (?, ?, ?)", (g.claims["cid"], code, name))
    return jsonify(imported=len(chart.get("accounts", {})))
