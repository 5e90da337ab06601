from flask import g, request
from flask_restx import Namespace, Resource, fields, reqparse

from ..auth import role_required, token_required
from ..services import audit_store, donor_service, notify, outbound

ns = Namespace("donors", description="Donor records")

donor_model = ns.model(
    "Donor",
    {
        "id": fields.Integer(readonly=True),
        "name": fields.String(required=True),
        "email": fields.String,
        "city": fields.String(required=True),
        "kind": fields.String(enum=["individual", "business", "farm", "church"]),
        "notes": fields.String,
    },
)

search_args = reqparse.RequestParser()
search_args.add_argument("q", type=str, default="", location="args")
search_args.add_argument("sort", type=str, choices=("name", "city", "newest"), default="name", location="args")
search_args.add_argument("limit", type=int, default=20, location="args")

city_args = reqparse.RequestParser()
city_args.add_argument("city", type=str, required=True, location="args")

kind_args = reqparse.RequestParser()
kind_args.add_argument("kind", type=str, location="args")
kind_args.add_argument("order", type=str, location="args")


@ns.route("/")
class DonorList(Resource):
    @token_required
    @ns.expect(search_args)
    @ns.marshal_list_with(donor_model)
    def get(self):
        args = search_args.parse_args()
        return donor_service.search_donors(args["q"], args["sort"], args["limit"])

    @role_required("coordinator", "admin")
    @ns.expect(donor_model, validate=True)
    @ns.marshal_with(donor_model, code=201)
    def post(self):
        donor = donor_service.create_donor(ns.payload)
        audit_store.record(g.user.username, "donor.create", {"donor": donor.id})
        if donor.webhook_url:
            outbound.notify_donor_hook(donor.webhook_url, {"event": "welcome", "id": donor.id})
        return donor, 201


@ns.route("/by-city")
class DonorsByCity(Resource):
    @token_required
    @ns.marshal_list_with(donor_model)
    def get(self):
        args = city_args.parse_args()
        return donor_service.donors_in_city(args["city"])


@ns.route("/by-city/checked")
class DonorsByCityChecked(Resource):
    @token_required
    @ns.marshal_list_with(donor_model)
    def get(self):
        return donor_service.donors_in_city_checked(request.args.get("city", ""))


@ns.route("/by-kind")
class DonorsByKind(Resource):
    @token_required
    @ns.marshal_list_with(donor_model)
    def get(self):
        args = kind_args.parse_args()
        if args["order"]:
            return donor_service.donors_sorted(args["order"])
        return donor_service.donors_of_kind(args["kind"] or "individual")


@ns.route("/notes")
class DonorNotes(Resource):
    @role_required("coordinator", "admin")
    @ns.marshal_list_with(donor_model)
    def get(self):
        return donor_service.search_donors_by_note(request.args["q"])


@ns.route("/phone/<string:prefix>")
class DonorsByPhone(Resource):
    @token_required
    @ns.marshal_list_with(donor_model)
    def get(self, prefix):
        return donor_service.search_donors_by_phone(prefix)


@ns.route("/<int:donor_id>")
class DonorItem(Resource):
    @token_required
    def get(self, donor_id):
        return {"id": donor_id, "totals": list(donor_service.donor_totals(donor_id))}

    @role_required("coordinator", "admin")
    def patch(self, donor_id):
        name = ns.payload.get("name", "")
        donor_service.rename_donor(donor_id, name)
        return {"message": f"Donor {donor_id} renamed to {name}"}


@ns.route("/<int:donor_id>/message")
class DonorMessage(Resource):
    @role_required("coordinator", "admin")
    def post(self, donor_id):
        payload = request.get_json(force=True)
        text = notify.custom_message(payload["template"], payload.get("name", "friend"))
        return {"donor": donor_id, "preview": text}


@ns.route("/<int:donor_id>/standard-message")
class DonorStandardMessage(Resource):
    @token_required
    def get(self, donor_id):
        return {"donor": donor_id, "preview": notify.standard_message(request.args.get("name", "friend"))}
