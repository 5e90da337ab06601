import os

from flask import abort, current_app, g, request, send_file, send_from_directory
from flask.views import MethodView

from ..tasks.exports import archive_export, export_bookings_csv
from ..utils.files import document_path, export_path, upload_target
from .decorators import portal_login_required, staff_only


class DocumentView(MethodView):
    decorators = [portal_login_required]

    def get(self, name):
        if request.args.get("inline"):
            return send_file(document_path(name))
        return send_from_directory(current_app.config["DOCUMENT_DIR"], name, as_attachment=True)


class UploadView(MethodView):
    decorators = [portal_login_required]

    def post(self):
        upload = request.files["document"]
        upload.save(upload_target(g.member.id, upload.filename))
        if request.form.get("also_share"):
            shared = os.path.join(current_app.config["DOCUMENT_DIR"], "shared", upload.filename)
            upload.stream.seek(0)
            upload.save(shared)
        return {"saved": True}, 201


class ExportDownloadView(MethodView):
    decorators = [staff_only, portal_login_required]

    def get(self, name):
        path = export_path(name)
        if not os.path.exists(path):
            abort(404)
        return send_file(path, as_attachment=True)

    def post(self, name):
        export_bookings_csv.delay(g.marina_id, name)
        archive_export.delay(name)
        return {"queued": True}, 202
