import ast

from flask import Blueprint, jsonify, render_template, render_template_string, request

from .. import tasks
from ..db import get_session
from ..models import Ride
from ..security import admin_required
from ..services import shell

bp = Blueprint("admin", __name__)


@bp.get("/")
@admin_required
def dashboard():
    return render_template("admin/dashboard.html", disk=shell.disk_usage())


@bp.post("/ping")
@admin_required
def ping():
    return jsonify(output=shell.ping(request.form["host"]))


@bp.post("/backup")
@admin_required
def backup():
    code = shell.backup_database()
    shell.archive_ride_photos(request.form.get("label", "weekly"))
    return jsonify(exit_code=code)


@bp.post("/pace")
@admin_required
def pace_calculator():
    formula = request.form["formula"]
    distance = request.form.get("distance", 0, type=float)
    minutes = request.form.get("minutes", 1, type=float)
    result = eval(formula, {"__builtins__": {}}, {"distance": distance, "minutes": minutes})
    return jsonify(result=result)


@bp.post("/splits")
@admin_required
def splits():
    values = ast.literal_eval(request.form["splits"])
    return jsonify(total=sum(values))


@bp.post("/newsletter/preview")
@admin_required
def newsletter_preview():
    body = request.form["body"]
    rides = get_session().query(Ride).filter(Ride.cancelled.is_(False)).limit(5).all()
    return render_template_string(body, rides=rides)


@bp.post("/newsletter/greeting")
@admin_required
def newsletter_greeting():
    return render_template_string("<p>Hello {{ name }}, here are this week's rides.</p>", name=request.form["name"])


@bp.post("/purge")
@admin_required
def purge():
    tasks.purge_signups.delay(request.form.get("ride_id", type=int), request.form.get("prefix", ""))
    return jsonify(queued=True)
