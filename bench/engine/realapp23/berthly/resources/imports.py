import base64
import pickle

import yaml
from flask import g, request
from flask_restx import Namespace, Resource, abort

from ..auth import staff_token_required
from ..services import import_service

ns = Namespace("imports", description="Bulk berth and member imports")


@ns.route("/berths")
class BerthImport(Resource):
    method_decorators = [staff_token_required]

    def post(self):
        raw = request.get_data(as_text=True)
        rows = yaml.load(raw, Loader=yaml.Loader)
        if not isinstance(rows, list):
            abort(400, "expected a list of berths")
        created = import_service.import_berths(g.marina_id, rows)
        return {"created": created}, 201


@ns.route("/members")
class MemberImport(Resource):
    method_decorators = [staff_token_required]

    def post(self):
        upload = request.files["file"]
        rows = yaml.safe_load(upload.stream)
        created = import_service.import_members(g.marina_id, rows or [])
        return {"created": created}, 201


@ns.route("/resume")
class ResumeImport(Resource):
    method_decorators = [staff_token_required]

    def post(self):
        state = pickle.loads(base64.b64decode(ns.payload["checkpoint"]))
        created = import_service.import_berths(g.marina_id, state["remaining"])
        return {"created": created}, 201


@ns.route("/settings")
class SettingsImport(Resource):
    method_decorators = [staff_token_required]

    def put(self):
        settings = yaml.load(request.data, Loader=yaml.SafeLoader)
        import_service.apply_settings(g.marina_id, settings)
        return {"ok": True}
