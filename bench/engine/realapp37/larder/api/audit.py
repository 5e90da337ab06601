from flask import request
from flask_restx import Namespace, Resource, reqparse

from ..auth import role_required
from ..services import audit_store

ns = Namespace("audit", description="Audit trail")

purge_args = reqparse.RequestParser()
purge_args.add_argument("days", type=int, required=True, location="json")


def _clean(entries):
    return [{**e, "_id": str(e["_id"]), "at": e["at"].isoformat()} for e in entries]


@ns.route("/actor/<string:actor>")
class ByActor(Resource):
    @role_required("admin")
    def get(self, actor):
        return _clean(audit_store.entries_by_actor(actor))


@ns.route("/notes")
class ByNote(Resource):
    @role_required("admin")
    def get(self):
        return _clean(audit_store.entries_matching(request.args.get("note", "")))


@ns.route("/query")
class Query(Resource):
    @role_required("admin")
    def post(self):
        return _clean(audit_store.entries_filtered(request.get_json()))


@ns.route("/actions")
class ByActions(Resource):
    @role_required("admin")
    def get(self):
        return _clean(audit_store.entries_for_actions(request.args.getlist("action")))


@ns.route("/entry/<string:entry_id>")
class Entry(Resource):
    @role_required("admin")
    def get(self, entry_id):
        found = audit_store.entry(entry_id)
        return _clean([found])[0] if found else ({"message": "not found"}, 404)


@ns.route("/purge/actor")
class PurgeActor(Resource):
    @role_required("admin")
    def post(self):
        return {"deleted": audit_store.purge_actor(ns.payload["actor"])}


@ns.route("/purge/old")
class PurgeOld(Resource):
    @role_required("admin")
    def post(self):
        args = purge_args.parse_args()
        return {"deleted": audit_store.purge_before(args["days"])}
