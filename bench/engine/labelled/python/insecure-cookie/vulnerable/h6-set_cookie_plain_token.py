import secrets

from flask import Blueprint, make_response, redirect, request, url_for

from .auth import verify_credentials

auth = Blueprint("auth", __name__)


@auth.route("/login", methods=["POST"])
def login():
    user = verify_credentials(request.form["email"], request.form["password"])
    if user is None:
        return redirect(url_for("auth.login_form", error=1))
    token = secrets.token_urlsafe(32)
    user.store_session(token)
    resp = make_response(redirect(url_for("main.home")))
    resp.set_cookie("session_token", token, max_age=60 * 60 * 24 * 14)
    return resp
