import os
import shlex
import tempfile

from flask import current_app, render_template

from ..utils.shell import run_command, run_program


def render_html(patient, results, title):
    return render_template("report.html", patient=patient, results=results, title=title)


def html_to_pdf(html, title):
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as fh:
        fh.write(html)
    out_dir = current_app.config["REPORT_DIR"]
    return run_command(f"wkhtmltopdf --title \"{title}\" {fh.name} {out_dir}/{title}.pdf")


def print_report(pdf_name, printer):
    path = os.path.join(current_app.config["REPORT_DIR"], os.path.basename(pdf_name))
    return run_command("lp -d " + shlex.quote(printer) + " " + shlex.quote(path))


def extract_text(pdf_path):
    return run_program(["pdftotext", "-layout", pdf_path, "-"]).stdout


def archive_patient(patient_id):
    archive_dir = current_app.config["ARCHIVE_DIR"]
    return run_command(f"tar czf {archive_dir}/patient-{patient_id}.tgz -C {current_app.config['REPORT_DIR']} .")
