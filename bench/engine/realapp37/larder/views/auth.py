from urllib.parse import urlparse

from flask import Blueprint, current_app, flash, redirect, render_template, request, session, url_for

from ..models import User
from ..security import invite_code, issue_token, kiosk_session_token, reset_token, verify_password
from ..services import directory

auth_bp = Blueprint("auth", __name__)

KIOSK_STATIONS = {"intake", "sorting", "packing", "distribution"}


def _is_local(target):
    parts = urlparse(target)
    return not parts.scheme and not parts.netloc and target.startswith("/") and not target.startswith("//")


@auth_bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html", next=request.args.get("next", ""))
    user = User.get_or_none(User.username == request.form["username"])
    if user is None or not verify_password(user.password_hash, request.form["password"]):
        flash("Unknown user or wrong password")
        return redirect(url_for("auth.login"))
    session.clear()
    session["user_id"] = user.id
    session["role"] = user.role
    target = request.form.get("next") or url_for("pages.dashboard")
    if not _is_local(target):
        target = url_for("pages.dashboard")
    response = redirect(target)
    response.set_cookie("larder_api", issue_token(user), httponly=True, secure=True, samesite="Strict")
    return response


@auth_bp.route("/sso/return")
def sso_return():
    return redirect(request.args["next"])


@auth_bp.route("/logout")
def logout():
    session.clear()
    return redirect(request.args.get("then") or url_for("auth.login"))


@auth_bp.route("/kiosk-login", methods=["POST"])
def kiosk_login():
    entry = directory.find_volunteer_checked(request.form["username"])
    if entry is None:
        return redirect(url_for("auth.login", failed=1))
    session["kiosk"] = True
    station = request.form.get("station", "intake")
    if station not in KIOSK_STATIONS:
        station = "intake"
    session["station"] = station
    response = redirect(url_for("pages.shift_board"))
    response.set_cookie("larder_kiosk", kiosk_session_token(), max_age=12 * 3600)
    return response


@auth_bp.route("/reset", methods=["POST"])
def reset():
    user = User.get_or_none(User.email == request.form["email"])
    if user is not None:
        code = reset_token()
        current_app.logger.info("reset code issued for user %s", user.id)
        session["reset_code"] = code
    return redirect(url_for("auth.login"))


@auth_bp.route("/invite", methods=["POST"])
def invite():
    code = invite_code()
    response = redirect(url_for("pages.dashboard"))
    response.set_cookie(
        "larder_invite",
        code,
        max_age=7 * 86400,
        httponly=True,
        secure=True,
        samesite="Lax",
    )
    return response
