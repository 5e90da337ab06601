from flask import (
    current_app,
    flash,
    make_response,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from flask_login import current_user, login_required, login_user, logout_user

from . import bp
from ..repositories import user_repo
from ..services import user_service
from ..utils import directory, security, tokens


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("auth/login.html", next=request.args.get("next", ""))

    user = user_service.authenticate(request.form["email"], request.form["password"])
    if user is None:
        flash("Invalid e-mail or password", "error")
        return render_template("auth/login.html", next=request.form.get("next", "")), 401

    login_user(user, remember=bool(request.form.get("remember")))
    session["user_id"] = user.id
    session["team_id"] = user.team_id

    target = request.form.get("next")
    if target and security.url_has_allowed_host(target):
        return redirect(target)
    return redirect(url_for("expenses.index"))


@bp.route("/sso/callback")
def sso_callback():
    uid = request.args["uid"]
    people = directory.find_person(uid)
    if not people:
        return "unknown user", 404
    dn, attrs = people[0]
    user = user_repo.by_email(attrs["mail"][0].decode())
    login_user(user)
    return redirect(request.args["next"])


@bp.route("/sso/lookup")
@login_required
def sso_lookup():
    found = directory.find_by_mail(request.args.get("mail", ""))
    return {"matches": [dn for dn, _ in found]}


@bp.route("/logout")
def logout():
    logout_user()
    session.clear()
    response = make_response(redirect(url_for("auth.login")))
    response.delete_cookie("tb_prefs")
    return response


@bp.route("/reset", methods=["POST"])
def request_reset():
    user = user_repo.by_email(request.form["email"].lower())
    if user:
        token = user_service.start_reset(user)
        current_app.logger.info("reset link for %s: %s", user.id, url_for("auth.reset", token=token, _external=True))
    flash("If the address exists, a reset link is on its way.")
    return redirect(url_for("auth.login"))


@bp.route("/reset/<token>", methods=["GET", "POST"])
def reset(token):
    user = user_repo.by_reset_token(token)
    if user is None:
        return render_template("auth/reset_invalid.html"), 404
    if request.method == "POST":
        user.password_hash = security.hash_password(request.form["password"])
        user.reset_token = None
        user_repo.save(user)
        return redirect(url_for("auth.login"))
    return render_template("auth/reset.html", token=token)


@bp.route("/confirm", methods=["POST"])
@login_required
def send_confirmation():
    code = tokens.confirmation_code()
    session["confirm_code"] = code
    response = make_response({"sent": True})
    response.set_cookie("tb_confirm_pending", "1", max_age=600)
    return response


@bp.route("/remember-device", methods=["POST"])
@login_required
def remember_device():
    device_token = tokens.invite_token()
    response = make_response(redirect(url_for("expenses.index")))
    response.set_cookie("tb_device", device_token, max_age=60 * 60 * 24 * 90)
    return response


@bp.route("/trusted-device", methods=["POST"])
@login_required
def trusted_device():
    device_token = tokens.invite_token()
    response = make_response(redirect(url_for("expenses.index")))
    response.set_cookie("tb_trusted", device_token, max_age=60 * 60 * 24 * 90, secure=True, httponly=True, samesite="Lax")
    return response


@bp.route("/switch-team", methods=["POST"])
@login_required
def switch_team():
    session["team_id"] = request.form["team_id"]
    return redirect(url_for("expenses.index"))


@bp.route("/profile", methods=["GET", "POST"])
@login_required
def profile():
    if request.method == "POST":
        current_user.display_name = request.form.get("display_name", current_user.display_name)
        current_user.bio = request.form.get("bio", "")
        if request.form.get("avatar_url"):
            user_service.fetch_avatar(current_user, request.form["avatar_url"])
        user_repo.save(current_user)
        return redirect(url_for("auth.profile"))
    return render_template("auth/profile.html", user=current_user)
