from flask import g, request
from flask_restful import Resource, abort
from sqlalchemy import text

from ..auth import token_required
from ..extensions import db
from ..models import Member
from ..parsers import directory_parser
from ..schemas import MemberUpdateSchema


class MemberResource(Resource):
    method_decorators = [token_required]

    def get(self, member_id):
        member = Member.query.filter_by(id=member_id, marina_id=g.marina_id).first_or_404()
        return {"id": member.id, "full_name": member.full_name, "bio": member.bio}

    def put(self, member_id):
        if member_id != g.member.id:
            abort(403, message="not your profile")
        changes = MemberUpdateSchema().load(request.get_json())
        for key, value in changes.items():
            setattr(g.member, key, value)
        db.session.commit()
        return {"id": g.member.id}


class MemberDirectoryResource(Resource):
    method_decorators = [token_required]

    def get(self):
        args = directory_parser.parse_args()
        offset = (args["page"] - 1) * 25
        if args["name"]:
            rows = db.session.execute(
                text("SELECT id, full_name FROM members WHERE marina_id = :m AND full_name ILIKE :name "
                     "ORDER BY full_name LIMIT 25 OFFSET %d" % offset),
                {"m": g.marina_id, "name": f"%{args['name']}%"},
            ).mappings().all()
        else:
            rows = db.session.execute(
                text("SELECT id, full_name FROM members WHERE marina_id = %s ORDER BY full_name LIMIT 25 OFFSET %s"
                     % (g.marina_id, offset))
            ).mappings().all()
        return [dict(r) for r in rows]
