import os
import tempfile

from flask import (
    Blueprint,
    abort,
    current_app,
    flash,
    make_response,
    redirect,
    render_template,
    request,
    send_file,
    session,
    url_for,
)
from markupsafe import Markup, escape

from ledgerline.auth import login_required
from ledgerline.db import execute_db, query_db
from ledgerline.utils.htmlgen import badge, invoice_row_html
from ledgerline.utils.money import clean_currency
from ledgerline.utils.security import url_has_allowed_host
from ledgerline.utils.shell import html_to_pdf, print_cheque

bp = Blueprint("invoices", __name__)

SORTABLE = ("due_date", "issued_on", "number", "customer_name", "total")
STATUSES = ("open", "paid", "void", "overdue")


def _own_invoice(invoice_id):
    invoice = query_db(f"SELECT * FROM invoices WHERE id = {invoice_id}", one=True)
    if invoice is None or invoice["company_id"] != session["company_id"]:
        abort(404)
    return invoice


@bp.route("/")
@login_required
def index():
    status = request.args.get("status", "open")
    sort = request.args.get("sort", "due_date")
    if sort not in SORTABLE:
        sort = "due_date"
    rows = query_db(
        f"SELECT * FROM invoices WHERE company_id = ? AND status = ? ORDER BY {sort}",
        (session["company_id"], status),
    )
    return render_template("invoices/index.html", invoices=rows, status=status, sort=sort)


@bp.route("/search")
@login_required
def search():
    q = request.args.get("q", "")
    rows = query_db(
        "SELECT id, number, customer_name, total FROM invoices "
        "WHERE company_id = %d AND customer_name LIKE '%%%s%%'" % (session["company_id"], q)
    )
    return render_template("invoices/search.html", invoices=rows, q=q)


@bp.route("/<int:invoice_id>")
@login_required
def show(invoice_id):
    invoice = _own_invoice(invoice_id)
    lines = query_db("SELECT * FROM invoice_lines WHERE invoice_id = ? ORDER BY id", (invoice_id,))
    notes = query_db("SELECT body FROM invoice_notes WHERE invoice_id = ?", (invoice_id,))
    footer = request.args.get("footer", "")
    return render_template(
        "invoices/show.html",
        invoice=invoice,
        lines=lines,
        notes=notes,
        status_badge=badge(invoice["status"]),
        footer=Markup(f"<p class='footer'>{footer}</p>"),
        currency=clean_currency(request.args.get("currency")),
    )


@bp.route("/by-number/<path:number>")
@login_required
def by_number(number):
    invoice = query_db("SELECT id FROM invoices WHERE number = '{}'".format(number), one=True)
    if invoice is None:
        return make_response(f"<h1>No invoice numbered {number}</h1>", 404)
    return redirect(url_for("invoices.show", invoice_id=invoice["id"]))


@bp.route("/by-ref/<ref>")
@login_required
def by_reference(ref):
    invoice = query_db(
        "SELECT id FROM invoices WHERE company_id = ? AND number = ?", (session["company_id"], ref), one=True
    )
    if invoice is None:
        return make_response("<h1>No invoice with reference " + str(escape(ref)) + "</h1>", 404)
    return redirect(url_for("invoices.show", invoice_id=invoice["id"]))


@bp.route("/<int:invoice_id>/notes", methods=["POST"])
@login_required
def add_note(invoice_id):
    _own_invoice(invoice_id)
    execute_db(
        "INSERT INTO invoice_notes (invoice_id, author_id, body) VALUES (?, ?, ?)",
        (invoice_id, session["user_id"], request.form["note"]),
    )
    flash("Note added")
    return redirect(url_for("invoices.show", invoice_id=invoice_id))


@bp.route("/<int:invoice_id>/status", methods=["POST"])
@login_required
def set_status(invoice_id):
    _own_invoice(invoice_id)
    status = request.form.get("status", "paid")
    execute_db(f"UPDATE invoices SET status = '{status}' WHERE id = ?", (invoice_id,))
    back = request.form.get("back")
    return redirect(back or url_for("invoices.index"))


@bp.route("/<int:invoice_id>/void", methods=["POST"])
@login_required
def void(invoice_id):
    _own_invoice(invoice_id)
    execute_db("UPDATE invoices SET status = 'void' WHERE id = ?", (invoice_id,))
    back = request.form.get("back", "")
    if url_has_allowed_host(back, current_app.config["TRUSTED_HOSTS"]):
        return redirect(back)
    return redirect(url_for("invoices.index"))


@bp.route("/<int:invoice_id>/rows")
@login_required
def rows_partial(invoice_id):
    _own_invoice(invoice_id)
    lines = query_db("SELECT * FROM invoice_lines WHERE invoice_id = ?", (invoice_id,))
    html = "<table class='lines'>" + "".join(invoice_row_html(line) for line in lines) + "</table>"
    return make_response(html)


@bp.route("/<int:invoice_id>/pdf")
@login_required
def pdf(invoice_id):
    invoice = _own_invoice(invoice_id)
    lines = query_db("SELECT * FROM invoice_lines WHERE invoice_id = ?", (invoice_id,))
    workdir = tempfile.mkdtemp(prefix="inv-")
    html_path = os.path.join(workdir, "invoice.html")
    pdf_path = os.path.join(workdir, "invoice.pdf")
    with open(html_path, "w", encoding="utf-8") as fh:
        fh.write(render_template("invoices/print.html", invoice=invoice, lines=lines))
    html_to_pdf(html_path, pdf_path, request.args.get("title", invoice["number"]))
    return send_file(pdf_path, mimetype="application/pdf", as_attachment=True, download_name=f"invoice-{invoice_id}.pdf")


@bp.route("/<int:invoice_id>/print-cheque", methods=["POST"])
@login_required
def cheque(invoice_id):
    _own_invoice(invoice_id)
    printer = request.form.get("printer", "accounts")
    pdf_path = os.path.join(tempfile.gettempdir(), f"cheque-{invoice_id}.pdf")
    print_cheque(printer, pdf_path)
    return redirect(url_for("invoices.show", invoice_id=invoice_id))
