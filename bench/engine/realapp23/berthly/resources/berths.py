from flask import g
from flask_restful import Resource, abort
from sqlalchemy import text

from ..auth import token_required
from ..extensions import db
from ..models import Berth
from ..parsers import berth_list_parser, berth_search_parser


def berth_dict(berth):
    return {
        "id": berth.id,
        "code": berth.code,
        "pontoon": berth.pontoon,
        "length_m": float(berth.length_m or 0),
        "nightly_rate": float(berth.nightly_rate or 0),
    }


class BerthListResource(Resource):
    method_decorators = [token_required]

    def get(self):
        args = berth_list_parser.parse_args()
        sql = "SELECT * FROM berths WHERE marina_id = :marina"
        params = {"marina": g.marina_id}
        if args["pontoon"]:
            sql += " AND pontoon = :pontoon"
            params["pontoon"] = args["pontoon"]
        if args["min_length"] is not None:
            sql += " AND length_m >= %f" % args["min_length"]
        sql += " ORDER BY " + args["order"]
        rows = db.session.execute(text(sql), params).mappings().all()
        return [dict(row) for row in rows]


class BerthResource(Resource):
    method_decorators = [token_required]

    def get(self, berth_id):
        row = db.session.execute(
            text(f"SELECT * FROM berths WHERE id = {berth_id} AND marina_id = :marina"), {"marina": g.marina_id}
        ).mappings().first()
        if row is None:
            abort(404, message="no such berth")
        return dict(row)

    def delete(self, berth_id):
        berth = Berth.query.filter_by(id=berth_id, marina_id=g.marina_id).first_or_404()
        db.session.delete(berth)
        db.session.commit()
        return "", 204


class BerthSearchResource(Resource):
    method_decorators = [token_required]

    def get(self):
        args = berth_search_parser.parse_args()
        term = args["q"].strip()
        by_code = Berth.query.filter(Berth.marina_id == g.marina_id, Berth.code.ilike(f"%{term}%")).all()
        by_text = Berth.query.filter(text("description ILIKE '%" + term + "%'")).filter_by(marina_id=g.marina_id).all()
        seen = {b.id: b for b in by_code + by_text}
        return [berth_dict(b) for b in seen.values()]
