"""Background jobs. Views queue them with .delay(...)."""
import requests

from .extensions import celery
from .services.report_service import archive_patient, html_to_pdf
from .utils.shell import run_command, run_program


@celery.task(name="labwise.render_pdf")
def render_pdf(html, title):
    return html_to_pdf(html, title).returncode


@celery.task(name="labwise.notify_partner")
def notify_partner(callback_url, payload):
    requests.post(callback_url, json=payload, timeout=10)


@celery.task(name="labwise.archive")
def archive(patient_id):
    return archive_patient(patient_id).returncode


@celery.task(name="labwise.convert_scan")
def convert_scan(source_path, dpi):
    return run_command(f"convert -density {dpi} {source_path} {source_path}.png").returncode


@celery.task(name="labwise.ocr_scan")
def ocr_scan(source_path, language):
    return run_program(["tesseract", source_path, "stdout", "-l", language]).stdout
