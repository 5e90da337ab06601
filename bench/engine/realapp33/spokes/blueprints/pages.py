from flask import Blueprint, redirect, render_template, request, session, url_for
from markupsafe import Markup, escape

from ..db import get_session
from ..services import ride_service
from ..utils.html import notice_box
from ..utils.prefs import dump_prefs, load_layout, load_prefs

bp = Blueprint("pages", __name__)


@bp.get("/")
def home():
    prefs = load_prefs()
    layout = load_layout()
    rides = ride_service.upcoming(get_session(), "starts_at", 5)
    return render_template("pages/home.html", rides=rides, prefs=prefs, layout=layout)


@bp.get("/notice")
def notice():
    message = request.args.get("msg", "")
    return render_template("pages/notice.html", box=notice_box(message))


@bp.get("/notice/plain")
def notice_plain():
    message = request.args.get("msg", "")
    return render_template("pages/notice.html", box=Markup("<div class='notice'>{}</div>").format(message))


@bp.get("/hello")
def hello():
    who = request.args.get("who", "friend")
    banner = Markup(f"<h2 class='hello'>Hi {who}, fancy a ride?</h2>")
    return render_template("pages/notice.html", box=banner)


@bp.get("/hello/escaped")
def hello_escaped():
    who = request.args.get("who", "friend")
    return f"<h2 class='hello'>Hi {escape(who)}, fancy a ride?</h2>"


@bp.get("/search-help")
def search_help():
    term = request.args.get("q", "")
    return render_template("pages/search_help.html", term=term)


@bp.post("/prefs")
def save_prefs():
    units = request.form.get("units", "km")
    if units not in ("km", "mi"):
        units = "km"
    session["units"] = units
    prefs = {**load_prefs(), "units": units}
    response = redirect(url_for("pages.home"))
    response.set_cookie("spokes_prefs", dump_prefs(prefs), max_age=365 * 86400, secure=True, httponly=True, samesite="Lax")
    return response
