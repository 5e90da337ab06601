import datetime

from flask import g, request
from flask_restx import Namespace, Resource, reqparse

from ..auth import role_required, token_required
from ..models import Donor, Pickup
from ..security import pickup_confirmation_code
from ..services import audit_store, outbound

ns = Namespace("pickups", description="Scheduled donation pickups")

book_args = reqparse.RequestParser()
book_args.add_argument("donor_id", type=int, required=True, location="json")
book_args.add_argument("address", type=str, required=True, location="json")
book_args.add_argument("when", type=str, required=True, location="json")
book_args.add_argument("callback", type=str, location="json")

status_args = reqparse.RequestParser()
status_args.add_argument("status", type=str, choices=("requested", "scheduled", "collected", "cancelled"), location="args")


@ns.route("/")
class PickupList(Resource):
    @token_required
    def get(self):
        args = status_args.parse_args()
        query = Pickup.select().order_by(Pickup.scheduled_for)
        if args["status"]:
            query = query.where(Pickup.status == args["status"])
        return [{"id": p.id, "address": p.address, "status": p.status} for p in query]

    @token_required
    def post(self):
        args = book_args.parse_args()
        donor = Donor.get_by_id(args["donor_id"])
        pickup = Pickup.create(
            donor=donor,
            address=args["address"],
            scheduled_for=datetime.datetime.fromisoformat(args["when"]),
            confirmation_code=pickup_confirmation_code(),
        )
        location = outbound.geocode(args["address"])
        if args["callback"]:
            outbound.notify_donor_hook(args["callback"], {"pickup": pickup.id, "status": "requested"})
        audit_store.record(g.user.username, "pickup.book", {"pickup": pickup.id})
        return {"id": pickup.id, "code": pickup.confirmation_code, "location": location}, 201


@ns.route("/<int:pickup_id>/partner-callback")
class PartnerCallback(Resource):
    @role_required("coordinator", "admin")
    def post(self, pickup_id):
        hook = ns.payload["hook_url"]
        status = outbound.notify_partner(hook, {"pickup": pickup_id})
        return {"status": status}


@ns.route("/<int:pickup_id>/cancel")
class PickupCancel(Resource):
    @token_required
    def post(self, pickup_id):
        reason = request.get_json().get("reason", "")
        Pickup.update(status="cancelled", driver_notes=reason).where(Pickup.id == pickup_id).execute()
        audit_store.record(g.user.username, "pickup.cancel", {"pickup": pickup_id, "note": reason})
        return {"id": pickup_id, "status": "cancelled"}
