import os

from flask import abort, current_app, jsonify, request, send_file, send_from_directory
from flask.views import MethodView
from flask_login import login_required

from ..services import document_service


class DocumentUploadView(MethodView):
    decorators = [login_required]

    def post(self, case_id):
        upload = request.files.get("document")
        if upload is None or upload.filename == "":
            abort(400)
        if request.form.get("source") == "scanner":
            stored = document_service.store_scan(case_id, upload)
        else:
            stored = document_service.store_upload(case_id, upload)
        return jsonify({"stored": os.path.basename(stored)}), 201

    def get(self, case_id):
        pattern = request.args.get("grep")
        if pattern:
            return jsonify({"matches": document_service.grep_documents(case_id, pattern)})
        return jsonify({"files": sorted(os.listdir(document_service.upload_root(case_id)))})


class DocumentDownloadView(MethodView):
    decorators = [login_required]

    def get(self, name):
        if request.args.get("inline"):
            return send_file(os.path.join(current_app.config["UPLOAD_DIR"], name))
        return send_from_directory(current_app.config["UPLOAD_DIR"], name, as_attachment=True)


class ExportDownloadView(MethodView):
    decorators = [login_required]

    def get(self):
        name = request.args.get("file", "")
        data = document_service.read_export(name)
        return current_app.response_class(data, mimetype="application/octet-stream")


class ArchiveView(MethodView):
    decorators = [login_required]

    def get(self, name):
        data = document_service.read_archived(name)
        if data is None:
            abort(404)
        return current_app.response_class(data, mimetype="application/gzip")
