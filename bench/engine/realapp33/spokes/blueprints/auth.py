from flask import Blueprint, flash, make_response, redirect, render_template, request, session, url_for

from .. import security
from ..db import get_session
from ..schemas import RegisterSchema
from ..services import member_service
from ..utils.urls import is_safe_redirect

bp = Blueprint("auth", __name__)


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("auth/login.html", next=request.args.get("next", ""))

    member = member_service.authenticate(get_session(), request.form["email"], request.form["password"])
    if member is None:
        flash("Email or password not recognised.")
        return redirect(url_for("auth.login", failed=1))

    session.clear()
    session["member_id"] = member.id
    target = request.form.get("next", "")
    if not is_safe_redirect(target):
        target = url_for("rides.list_rides")
    response = make_response(redirect(target))
    if request.form.get("remember"):
        response.set_cookie(
            "remember_token",
            security.new_remember_token(),
            max_age=30 * 86400,
            secure=True,
            httponly=True,
            samesite="Lax",
        )
    return response


@bp.get("/logout")
def logout():
    session.clear()
    response = redirect(request.args["next"])
    response.delete_cookie("remember_token")
    return response


@bp.get("/continue")
def continue_to():
    destination = request.args.get("to", "/")
    if is_safe_redirect(destination):
        return redirect(destination)
    return redirect(url_for("pages.home"))


@bp.post("/register")
def register():
    data = RegisterSchema().load(request.get_json())
    member = member_service.register(get_session(), data)
    session["member_id"] = member.id
    return {"id": member.id}, 201


@bp.post("/forgot")
def forgot():
    email = request.form["email"]
    token = security.new_reset_token()
    member_service.set_reset_token(get_session(), email, token)
    return render_template("auth/forgot_sent.html", email=email)


@bp.post("/kiosk")
def kiosk_login():
    session["kiosk"] = True
    session["club_role"] = request.form.get("role", "member")
    response = redirect(url_for("pages.home"))
    response.set_cookie("kiosk_token", security.new_remember_token(), max_age=8 * 3600)
    return response


@bp.post("/invite")
@security.admin_required
def invite():
    code = security.new_invite_code()
    response = make_response(render_template("auth/invite.html", code=code))
    response.set_cookie("last_invite", code, httponly=True, secure=True, samesite="Strict")
    return response
