from flask import Blueprint, abort, jsonify, redirect, render_template, render_template_string, request, session, url_for

from ledgerline.auth import login_required
from ledgerline.db import execute_db, query_db
from ledgerline.utils.fetch import fetch_logo

bp = Blueprint("customers", __name__)

REMINDER_TEMPLATE = """
<p>Dear {{ customer.name }},</p>
<p>Our records show {{ count }} unpaid invoice(s). {{ message }}</p>
<p>Kind regards,<br>{{ company }}</p>
"""


def _customer(customer_id):
    row = query_db(
        "SELECT * FROM customers WHERE id = ? AND company_id = ?", (customer_id, session["company_id"]), one=True
    )
    if row is None:
        abort(404)
    return row


@bp.route("/")
@login_required
def index():
    order = request.args.get("order", "name")
    direction = "DESC" if request.args.get("dir") == "desc" else "ASC"
    rows = query_db(
        "SELECT * FROM customers WHERE company_id = ? ORDER BY name " + direction, (session["company_id"],)
    )
    if order != "name":
        rows = query_db(
            "SELECT * FROM customers WHERE company_id = ? ORDER BY " + order + " " + direction, (session["company_id"],)
        )
    return render_template("customers/index.html", customers=rows, order=order)


@bp.route("/lookup")
@login_required
def lookup():
    email = request.values.get("email", "")
    row = query_db("SELECT id, name FROM customers WHERE email = '" + email.lower() + "'", one=True)
    return jsonify(dict(row) if row else {})


@bp.route("/vat-check")
@login_required
def vat_check():
    vat_number = request.values.get("vat_number", "")
    row = query_db("SELECT id, name FROM customers WHERE vat_number = ? AND company_id = ?", (vat_number, session["company_id"]), one=True)
    return jsonify(dict(row) if row else {})


@bp.route("/new", methods=["GET", "POST"])
@login_required
def create():
    if request.method == "GET":
        return render_template("customers/form.html", customer=None)
    form = request.form
    new_id = execute_db(
        "INSERT INTO customers (company_id, name, email, vat_number, notes) VALUES (?, ?, ?, ?, ?)",
        (session["company_id"], form["name"], form.get("email"), form.get("vat_number"), form.get("notes")),
    )
    return redirect(url_for("customers.show", customer_id=new_id))


@bp.route("/<int:customer_id>")
@login_required
def show(customer_id):
    customer = _customer(customer_id)
    invoices = query_db("SELECT * FROM invoices WHERE customer_id = ? ORDER BY issued_on DESC", (customer_id,))
    return render_template("customers/show.html", customer=customer, invoices=invoices)


@bp.route("/<int:customer_id>/statement")
@login_required
def statement(customer_id):
    customer = _customer(customer_id)
    greeting = request.args.get("greeting", "Dear customer")
    closing = request.args.get("closing", "Kind regards")
    invoices = query_db("SELECT * FROM invoices WHERE customer_id = ? AND status = 'open'", (customer_id,))
    return render_template("customers/statement.html", customer=customer, greeting=greeting, closing=closing, invoices=invoices)


@bp.route("/<int:customer_id>/reminder-preview", methods=["POST"])
@login_required
def reminder_preview(customer_id):
    customer = _customer(customer_id)
    count = query_db("SELECT count(*) AS n FROM invoices WHERE customer_id = ? AND status = 'open'", (customer_id,), one=True)
    message = request.form.get("message", "")
    return render_template_string(REMINDER_TEMPLATE, customer=customer, count=count["n"], message=message, company=session.get("company_name"))


@bp.route("/<int:customer_id>/custom-reminder", methods=["POST"])
@login_required
def custom_reminder(customer_id):
    customer = _customer(customer_id)
    body = request.form.get("template", "")
    return render_template_string("<div class='reminder'>" + body + "</div>", customer=customer)


@bp.route("/<int:customer_id>/logo", methods=["POST"])
@login_required
def import_logo(customer_id):
    _customer(customer_id)
    logo = fetch_logo(request.form["logo_url"])
    execute_db("UPDATE customers SET notes = notes || ? WHERE id = ?", (f" [logo {len(logo)} bytes]", customer_id))
    return redirect(url_for("customers.show", customer_id=customer_id))
