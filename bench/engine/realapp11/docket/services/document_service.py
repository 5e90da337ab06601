import os

from flask import current_app

from ..utils import paths
from ..utils.shell import quote, run, run_shell


def upload_root(case_id):
    return paths.ensure_dir(os.path.join(current_app.config["UPLOAD_DIR"], str(case_id)))


def store_upload(case_id, file_storage):
    target = os.path.join(upload_root(case_id), paths.upload_name(file_storage.filename))
    file_storage.save(target)
    return target


def store_scan(case_id, file_storage):
    # The scanner app sends names like "2024-03-01 Intake Form.PDF"; keep them as sent.
    dest = os.path.join(upload_root(case_id), file_storage.filename)
    file_storage.save(dest)
    return dest


def convert_to_pdf(source_path, out_dir):
    return run(["libreoffice", "--headless", "--convert-to", "pdf", "--outdir", out_dir, source_path])


def bundle(case_id, label):
    folder = upload_root(case_id)
    archive = os.path.join(current_app.config["EXPORT_DIR"], "case-%d-%s.tar.gz" % (case_id, paths.clean_name(label)))
    return run_shell("tar czf %s -C %s . && sha256sum %s" % (quote(archive), quote(folder), quote(archive)))


def grep_documents(case_id, pattern):
    folder = upload_root(case_id)
    return run_shell(f"grep -ril '{pattern}' {folder}").stdout.splitlines()


def read_export(name):
    with open(os.path.join(current_app.config["EXPORT_DIR"], name), "rb") as fh:
        return fh.read()


def read_archived(name):
    path = paths.inside(current_app.config["EXPORT_DIR"], name)
    if path is None or not os.path.isfile(path):
        return None
    with open(path, "rb") as fh:
        return fh.read()
