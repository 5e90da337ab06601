from flask import Blueprint, jsonify, request
from marshmallow import ValidationError
from webargs import fields, validate
from webargs.flaskparser import use_args

from ..db import get_session
from ..schemas import RIDE_COLUMNS, ReportQuerySchema
from ..security import login_required
from ..services import report_service, ride_service, weather
from ..utils.cache import cache_key, get_json, put_json
from .. import tasks

bp = Blueprint("api", __name__)


@bp.get("/reports/yearly")
@login_required
def yearly():
    try:
        params = ReportQuerySchema().load(request.args.to_dict())
    except ValidationError as err:
        return jsonify(errors=err.messages), 422
    key = cache_key("yearly", **params)
    cached = get_json(key)
    if cached is None:
        rows = report_service.yearly_totals(get_session(), params["year"], params["group_by"], params["metric"])
        cached = [dict(r) for r in rows]
        put_json(key, cached)
    return jsonify(rows=cached)


@bp.get("/reports/leaders")
@use_args({"year": fields.Int(required=True)}, location="query")
def leaders(args):
    rows = report_service.distance_by_leader(get_session(), args["year"])
    return jsonify(rows=[list(r) for r in rows])


@bp.get("/reports/attendance")
@use_args({"ids": fields.DelimitedList(fields.Int(), required=True)}, location="query")
def attendance(args):
    rows = report_service.attendance(get_session(), args["ids"])
    return jsonify(rows=[list(r) for r in rows])


@bp.post("/exports")
@login_required
@use_args({"order": fields.Str(load_default="starts_at")}, location="json")
def queue_export(args):
    tasks.export_rides_csv.delay(args["order"])
    return jsonify(queued=True), 202


@bp.post("/exports/sorted")
@login_required
@use_args({"order": fields.Str(load_default="starts_at", validate=validate.OneOf(RIDE_COLUMNS))}, location="json")
def queue_sorted_export(args):
    tasks.export_rides_csv.delay(args["order"])
    return jsonify(queued=True), 202


@bp.get("/weather")
@use_args({"lat": fields.Float(required=True), "lon": fields.Float(required=True)}, location="query")
def weather_at(args):
    return jsonify(weather.forecast(args["lat"], args["lon"]))


@bp.get("/rides/upcoming")
def upcoming():
    return jsonify(rides=[dict(r) for r in ride_service.upcoming(get_session(), "distance_km", 10)])
