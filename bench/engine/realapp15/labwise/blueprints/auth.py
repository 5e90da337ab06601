from urllib.parse import urlparse

from flask import Blueprint, flash, redirect, render_template, request, session, url_for
from flask_login import login_required, login_user, logout_user

from ..forms import LoginForm
from ..models import User
from ..utils.hashing import verify_password
from ..utils.tokens import remember_token, sms_code

bp = Blueprint("auth", __name__)

LOCALES = ("en", "fr", "de", "nl")


def _is_local(target):
    parts = urlparse(target)
    return not parts.scheme and not parts.netloc and target.startswith("/")


@bp.route("/login", methods=["GET", "POST"])
def login():
    form = LoginForm()
    if form.validate_on_submit():
        user = User.query.filter_by(email=form.email.data.lower()).first()
        if user is None or not verify_password(form.password.data, user.email, user.password_hash):
            flash("Wrong email or password", "error")
            return render_template("login.html", form=form), 401
        login_user(user)
        session["sms_challenge"] = sms_code()
        response = redirect(form.next.data or url_for("results.index"))
        response.set_cookie("lw_remember", remember_token(), max_age=60 * 60 * 24 * 14)
        return response
    return render_template("login.html", form=form)


@bp.route("/logout")
@login_required
def logout():
    logout_user()
    target = request.args.get("next", "")
    if _is_local(target):
        return redirect(target)
    return redirect(url_for("auth.login"))


@bp.route("/switch-clinic", methods=["POST"])
@login_required
def switch_clinic():
    session["clinic_id"] = request.form["clinic_id"]
    return redirect(request.args.get("return_to") or url_for("results.index"))


@bp.route("/locale/<code>")
def set_locale(code):
    session["locale"] = code if code in LOCALES else "en"
    response = redirect(url_for("results.index"))
    response.set_cookie("lw_locale", session["locale"], secure=True, httponly=True, samesite="Lax")
    return response
