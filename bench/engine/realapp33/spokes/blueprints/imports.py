import yaml
from flask import Blueprint, jsonify, request

from ..security import admin_required, login_required
from ..services import weather, xml_import

bp = Blueprint("imports", __name__)


@bp.post("/gpx")
@login_required
def import_gpx():
    points = xml_import.parse_gpx(request.files["route"].read())
    return jsonify(points=len(points))


@bp.post("/club-export")
@admin_required
def import_club_export():
    root = xml_import.parse_club_export(request.files["export"].stream)
    return jsonify(rides=len(root.findall("ride")))


@bp.post("/tcx")
@login_required
def import_tcx():
    root = xml_import.parse_tcx(request.get_data())
    return jsonify(laps=len(root.findall(".//{*}Lap")))


@bp.post("/legacy-members")
@admin_required
def import_legacy_members():
    root = xml_import.parse_legacy_members(request.files["members"].read())
    return jsonify(members=len(root))


@bp.post("/club-export/riders")
@admin_required
def find_riders():
    root = xml_import.parse_gpx(request.files["export"].read())
    matches = xml_import.riders_named(root, request.form["name"])
    exact = xml_import.riders_named_bound(root, request.form["name"])
    return jsonify(matches=len(matches), exact=len(exact))


@bp.post("/calendar")
@admin_required
def import_calendar():
    rides = yaml.load(request.files["calendar"].read(), Loader=yaml.Loader)
    return jsonify(rides=len(rides or []))


@bp.post("/calendar/safe")
@admin_required
def import_calendar_safe():
    rides = yaml.safe_load(request.files["calendar"].read())
    return jsonify(rides=len(rides or []))


@bp.post("/settings")
@admin_required
def import_settings():
    settings = yaml.load(request.get_data(), Loader=yaml.SafeLoader)
    return jsonify(keys=sorted(settings or {}))


@bp.post("/route-url")
@login_required
def import_route_url():
    data = weather.fetch_route(request.form["url"])
    return jsonify(bytes=len(data))


@bp.post("/route-url/any")
@login_required
def import_route_any():
    data = weather.fetch_any(request.form["url"])
    return jsonify(bytes=len(data))
