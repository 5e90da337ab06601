import os
import shlex
import subprocess

from flask import current_app


def print_label(printer, path):
    subprocess.run(f"lp -d {printer} {path}", shell=True, check=True)


def print_label_checked(printer, path):
    subprocess.run(["lp", "-d", printer, path], check=True)


def barcode_png(sku, out_path):
    return os.popen("zint -b 20 -o " + out_path + " -d " + sku).read()


def barcode_png_quoted(sku, out_path):
    cmd = "zint -b 20 -o %s -d %s" % (shlex.quote(out_path), shlex.quote(sku))
    return subprocess.check_output(cmd, shell=True, text=True)


def printer_status():
    return os.popen("lpstat -p " + current_app.config["LABEL_PRINTER"]).read()


def queue_length():
    return subprocess.check_output("lpq | wc -l", shell=True, text=True).strip()


def archive_receipts(month):
    target = os.path.join(current_app.config["EXPORT_DIR"], f"receipts-{int(month):02d}.tar.gz")
    subprocess.run(["tar", "czf", target, current_app.config["RECEIPT_DIR"]], check=True)
    return target
