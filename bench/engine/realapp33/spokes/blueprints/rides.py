import random

from flask import Blueprint, abort, jsonify, make_response, render_template, request
from sqlalchemy import select, text
from webargs import fields, validate
from webargs.flaskparser import use_args, use_kwargs

from ..db import get_session
from ..models import Ride
from ..schemas import DIFFICULTIES, RideSchema, SignupSchema
from ..security import current_member, login_required
from ..services import ride_service
from ..utils.cache import etag_for

bp = Blueprint("rides", __name__)

SORT_COLUMNS = {"date": Ride.starts_at, "distance": Ride.distance_km, "title": Ride.title}

list_args = {
    "difficulty": fields.Str(validate=validate.OneOf(DIFFICULTIES)),
    "sort": fields.Str(load_default="date"),
    "page": fields.Int(load_default=1, validate=validate.Range(min=1)),
}


@bp.get("/")
@use_args(list_args, location="query")
def list_rides(args):
    session = get_session()
    stmt = select(Ride).where(Ride.cancelled.is_(False))
    if "difficulty" in args:
        stmt = stmt.where(text(f"difficulty = '{args['difficulty']}'"))
    column = SORT_COLUMNS.get(args["sort"], Ride.starts_at)
    stmt = stmt.order_by(column).offset((args["page"] - 1) * 20).limit(20)
    rides = session.scalars(stmt).all()
    featured = list(rides)
    random.shuffle(featured)
    return render_template("rides/list.html", rides=rides, featured=featured[:3], sort=args["sort"])


@bp.get("/search")
@use_kwargs({"q": fields.Str(required=True), "order": fields.Str(load_default="starts_at")}, location="query")
def search(q, order):
    rides = ride_service.search(get_session(), q, order)
    return render_template("rides/list.html", rides=rides, query=q)


@bp.get("/near")
@use_kwargs({"place": fields.Str(required=True)}, location="query")
def near(place):
    return jsonify(rides=[dict(r) for r in ride_service.search_meeting_points(get_session(), place)])


@bp.get("/upcoming")
@use_kwargs({"order": fields.Str(load_default="starts_at"), "limit": fields.Int(load_default=20)}, location="query")
def upcoming(order, limit):
    return jsonify(rides=[dict(r) for r in ride_service.upcoming(get_session(), order, limit)])


@bp.get("/level/<level>")
def by_level(level):
    rides = ride_service.by_difficulty(get_session(), level)
    return render_template("rides/list.html", rides=rides)


@bp.get("/<int:ride_id>")
def detail(ride_id):
    session = get_session()
    ride = session.get(Ride, ride_id)
    if ride is None:
        abort(404)
    tab = request.args.get("tab", "overview")
    signups = ride_service.signups_for(session, ride_id)
    response = make_response(render_template("rides/detail.html", ride=ride, signups=signups, tab=tab))
    response.headers["ETag"] = etag_for(ride)
    return response


@bp.post("/")
@login_required
def create():
    data = RideSchema().load(request.get_json())
    ride = ride_service.create_ride(get_session(), current_member(), data)
    return jsonify(id=ride.id), 201


@bp.post("/<int:ride_id>/signup")
@login_required
def signup(ride_id):
    session = get_session()
    ride = session.get(Ride, ride_id) or abort(404)
    data = SignupSchema().load(request.get_json() or {})
    ride_service.sign_up(session, ride, current_member(), data)
    return jsonify(ok=True), 201


@bp.post("/<int:ride_id>/cancel")
@login_required
def cancel(ride_id):
    reason = request.form.get("reason", "")
    ride_service.cancel(get_session(), ride_id, reason)
    return jsonify(cancelled=True)
