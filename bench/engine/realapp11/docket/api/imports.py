from flask import request
from flask_login import login_required
from flask_restful import Resource

from ..services import import_service


class ImportResource(Resource):
    method_decorators = [login_required]


class MatterTemplateResource(ImportResource):
    def post(self):
        template = import_service.load_matter_template(request.get_data(as_text=True))
        return {"sections": sorted(template.keys())}, 201


class ChecklistImportResource(ImportResource):
    def post(self):
        upload = request.files["checklist"]
        if upload.filename.endswith(".json"):
            items = import_service.load_intake_json(upload.read())
        else:
            items = import_service.load_checklist(upload.stream)
        settings = import_service.load_settings(request.form.get("settings", "{}"))
        return {"items": len(items), "settings": settings}, 201


class DraftResource(ImportResource):
    def get(self):
        raw = request.cookies.get("docket_draft")
        if not raw:
            return {"draft": None}
        return {"draft": import_service.restore_draft(raw)}


class RulesResource(ImportResource):
    def put(self):
        code = import_service.load_compiled_rules(request.get_data())
        return {"loaded": code.co_name}
