from flask import request
from flask_restful import Resource

from . import repository
from .schemas import MooringNoteSchema, MooringQuerySchema


class MooringList(Resource):
    def get(self):
        filters = MooringQuerySchema().load(request.args)
        rows = repository.search(filters)  # expect: py-sqli-tainted-query
        mine = repository.by_owner(filters["owner"])  # expect: py-sqli-tainted-query
        return {"count": len(rows), "mine": len(mine)}


class MooringNotes(Resource):
    def post(self, mooring_id):
        data = MooringNoteSchema().load(request.get_json())
        repository.add_note(mooring_id, data)  # expect: py-sqli-tainted-query
        return {"ok": True}, 201
