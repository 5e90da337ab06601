import os
import subprocess
import tempfile

from flask import current_app, render_template
from werkzeug.utils import secure_filename

from ..models import Booking, Invoice
from .celery_app import celery


@celery.task
def render_invoice_pdf(invoice_id, paper, footer):
    invoice = Invoice.query.get(invoice_id)
    html = render_template("email/receipt.html", invoice=invoice, footer=footer)
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as handle:
        handle.write(html)
    target = os.path.join(current_app.config["INVOICE_DIR"], invoice.pdf_name)
    subprocess.run(f"wkhtmltopdf --page-size {paper} {handle.name} {target}", shell=True, check=True)
    return target


@celery.task
def export_bookings_csv(marina_id, filename):
    path = os.path.join(current_app.config["EXPORT_DIR"], filename)
    with open(path, "w", encoding="utf-8") as out:
        out.write("reference,vessel,arrives,departs\n")
        for b in Booking.query.filter(Booking.berth.has(marina_id=marina_id)).all():
            out.write(f"{b.reference},{b.vessel_name},{b.arrives_on},{b.departs_on}\n")
    return path


@celery.task
def archive_export(filename):
    safe_name = secure_filename(filename)
    source = os.path.join(current_app.config["EXPORT_DIR"], safe_name)
    subprocess.run(["gzip", "-f", source], check=True)
    return source + ".gz"
