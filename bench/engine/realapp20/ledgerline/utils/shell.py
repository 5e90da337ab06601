"""Wrappers around the external tools we shell out to."""
import os
import shlex
import subprocess

from flask import current_app


def run_program(argv, timeout=120):
    return subprocess.run(argv, capture_output=True, text=True, timeout=timeout, check=False)


def run_shell(command, timeout=120):
    return subprocess.run(command, shell=True, capture_output=True, text=True, timeout=timeout, check=False)


def html_to_pdf(html_path, pdf_path, title):
    return run_program(["wkhtmltopdf", "--title", title, html_path, pdf_path])


def compress_export(export_name):
    folder = current_app.config["EXPORT_DIR"]
    return run_shell(f"cd {folder} && zip -q -r {export_name}.zip {export_name}")


def compress_export_quoted(export_name):
    folder = current_app.config["EXPORT_DIR"]
    return run_shell(f"cd {shlex.quote(folder)} && zip -q -r {shlex.quote(export_name + '.zip')} {shlex.quote(export_name)}")


def bacs_export(run_id, bank_format):
    command = current_app.config["PAYROLL_EXPORT_COMMAND"]
    return run_program([command, "--run", str(run_id), "--format", bank_format])


def print_cheque(printer, pdf_path):
    os.system("lpr -P " + printer + " " + pdf_path)


def disk_report(mount):
    return os.popen("df -h " + mount).read()


def database_size():
    return os.popen("du -sh /var/lib/ledgerline").read()
