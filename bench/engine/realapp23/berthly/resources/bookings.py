from flask import g, request
from flask_restful import Resource, abort
from marshmallow import ValidationError

from ..auth import token_required
from ..extensions import db
from ..models import Booking
from ..parsers import cancel_parser
from ..schemas import BookingFilterSchema, BookingSchema
from ..services import booking_service
from ..tasks.notify import deliver_event, post_cancellation


class BookingListResource(Resource):
    method_decorators = [token_required]

    def get(self):
        try:
            filters = BookingFilterSchema().load(request.args)
        except ValidationError as err:
            abort(400, message=err.messages)
        rows = booking_service.list_bookings(g.marina_id, filters)
        return [dict(row) for row in rows]

    def post(self):
        try:
            data = BookingSchema().load(request.get_json())
        except ValidationError as err:
            abort(400, message=err.messages)
        if booking_service.vessel_is_blocked(g.marina_id, data["vessel_name"]):
            abort(409, message="vessel is on the blocked list")
        booking = booking_service.create_booking(g.member, data)
        deliver_event.delay(g.marina_id, "booking.created", {"reference": booking.reference})
        return {"reference": booking.reference}, 201


class BookingResource(Resource):
    method_decorators = [token_required]

    def get(self, reference):
        row = booking_service.find_by_reference(g.marina_id, reference)
        if row is None:
            abort(404, message="no such booking")
        return dict(row)

    def patch(self, reference):
        payload = request.get_json() or {}
        booking = Booking.query.filter_by(reference=reference, member_id=g.member.id).first_or_404()
        if "vessel_name" in payload:
            booking.vessel_name = payload["vessel_name"]
        if "status" in payload:
            booking_service.set_status(booking.id, payload["status"])
        db.session.commit()
        return {"reference": booking.reference}


class BookingCancelResource(Resource):
    method_decorators = [token_required]

    def post(self, reference):
        args = cancel_parser.parse_args()
        booking = Booking.query.filter_by(reference=reference, member_id=g.member.id).first_or_404()
        booking.status = "cancelled"
        db.session.commit()
        if args["notify_url"]:
            post_cancellation.delay(args["notify_url"], booking.reference, args["reason"] or "")
        deliver_event.delay(g.marina_id, "booking.cancelled", {"reference": booking.reference})
        return {"status": "cancelled"}
