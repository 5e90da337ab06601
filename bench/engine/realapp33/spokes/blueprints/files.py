import os

from flask import Blueprint, abort, current_app, request, send_file, send_from_directory

from .. import tasks
from ..db import get_session
from ..models import Ride
from ..security import login_required
from ..services import shell, storage

bp = Blueprint("files", __name__)


@bp.get("/routes/<int:ride_id>.gpx")
def ride_route(ride_id):
    return send_file(storage.route_path(ride_id), mimetype="application/gpx+xml")


@bp.get("/library/<path:name>")
def library(name):
    return send_from_directory(current_app.config["ROUTE_LIBRARY"], name)


@bp.get("/download")
def download():
    filename = request.args["file"]
    return send_file(os.path.join(current_app.config["UPLOAD_DIR"], filename), as_attachment=True)


@bp.get("/exports/<name>")
@login_required
def export_file(name):
    return storage.read_export(name), 200, {"Content-Type": "text/csv"}


@bp.get("/legacy-export")
@login_required
def legacy_export():
    name = request.args.get("name", "rides.csv")
    with open(os.path.join(current_app.config["EXPORT_DIR"], name), "rb") as fh:
        data = fh.read()
    return data, 200, {"Content-Type": "text/csv"}


@bp.post("/routes")
@login_required
def upload_route():
    stored = storage.save_route(request.files["route"])
    ride = get_session().get(Ride, request.form.get("ride_id", type=int)) or abort(404)
    ride.route_file = stored
    get_session().commit()
    return {"stored": stored}, 201


@bp.post("/routes/convert")
@login_required
def convert():
    name = request.form["name"]
    fmt = request.form.get("format", "kml")
    source = os.path.join(storage.upload_root(), "routes", name)
    return {"converted": shell.convert_route(source, fmt)}


@bp.post("/routes/convert-safe")
@login_required
def convert_safe():
    ride = get_session().get(Ride, request.form.get("ride_id", type=int)) or abort(404)
    return {"converted": shell.convert_route_safely(storage.route_path(ride.id), "kml")}


@bp.post("/photos")
@login_required
def upload_photo():
    stored = storage.save_route(request.files["photo"])
    source = os.path.join(storage.upload_root(), "routes", stored)
    tasks.make_thumbnail.delay(source, request.form.get("size", "320x240"))
    tasks.make_preview.delay(source, request.form.get("width", 640, type=int))
    return {"stored": stored}, 202
