import re

from flask import g, request
from flask_restx import Namespace, Resource, reqparse

from ..auth import role_required, token_required
from ..models import Shift
from ..services import audit_store, directory, shift_service

ns = Namespace("shifts", description="Volunteer shifts")

raw_day_args = reqparse.RequestParser()
raw_day_args.add_argument("day", type=str, required=True, location="args")
raw_day_args.add_argument("station", type=str, required=True, location="args")

STATIONS = ("intake", "sorting", "packing", "distribution", "driving")


def _serialize(shift):
    return {"id": shift.id, "date": shift.shift_date.isoformat(), "station": shift.station, "checked_in": shift.checked_in}


@ns.route("/mine")
class MyShifts(Resource):
    @token_required
    def get(self):
        return [_serialize(s) for s in shift_service.shifts_for(g.user.id)]


@ns.route("/day")
class ShiftsOnDay(Resource):
    @role_required("coordinator", "admin")
    def get(self):
        args = raw_day_args.parse_args()
        return [_serialize(s) for s in shift_service.shifts_on(args["day"], args["station"])]


@ns.route("/station/<string:station>")
class ShiftsAtStation(Resource):
    @token_required
    def get(self, station):
        if station not in STATIONS:
            return {"message": "unknown station"}, 404
        return [_serialize(s) for s in shift_service.shifts_at_station(station)]


@ns.route("/<int:shift_id>/check-in")
class ShiftCheckIn(Resource):
    @token_required
    def post(self, shift_id):
        comment = ns.payload.get("comment", "")
        shift_service.check_in(shift_id, comment)
        shift_service.add_comment(shift_id, comment)
        audit_store.record(g.user.username, "shift.checkin", {"shift": shift_id, "note": comment})
        return {"id": shift_id, "checked_in": True}


@ns.route("/volunteers/lookup")
class VolunteerLookup(Resource):
    @role_required("coordinator", "admin")
    def get(self):
        entry = directory.find_volunteer(request.args["username"])
        return {"found": entry is not None}


@ns.route("/volunteers/lookup-safe")
class VolunteerLookupChecked(Resource):
    @role_required("coordinator", "admin")
    def get(self):
        entry = directory.find_volunteer_checked(request.args["username"])
        return {"found": entry is not None}


@ns.route("/volunteers/team/<string:team>")
class VolunteerTeam(Resource):
    @role_required("coordinator", "admin")
    def get(self, team):
        return {"members": directory.volunteers_by_team(team)}


@ns.route("/volunteers/by-mail")
class VolunteerByMail(Resource):
    @role_required("coordinator", "admin")
    def get(self):
        return {"members": directory.volunteers_by_mail(request.args.get("mail", ""))}


@ns.route("/search")
class ShiftCommentSearch(Resource):
    @token_required
    def get(self):
        pattern = re.compile(request.args.get("pattern", ".*"), re.IGNORECASE)
        return [_serialize(s) for s in Shift.select() if pattern.search(s.comment or "")]


@ns.route("/search-literal")
class ShiftCommentSearchLiteral(Resource):
    @token_required
    def get(self):
        pattern = re.compile(re.escape(request.args.get("text", "")), re.IGNORECASE)
        return [_serialize(s) for s in Shift.select() if pattern.search(s.comment or "")]
