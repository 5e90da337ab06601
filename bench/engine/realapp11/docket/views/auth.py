from flask import redirect, render_template, request, session, url_for, flash
from flask.views import MethodView
from flask_login import current_user, login_required, login_user, logout_user

from ..extensions import db
from ..models import User
from ..services.auth_service import AuthService
from ..utils.tokens import remember_token
from ..utils.urls import is_same_host

THEMES = ("light", "dark", "contrast")


class LoginView(MethodView):
    def __init__(self):
        self.auth = AuthService()

    def get(self):
        return render_template("login.html", next=request.args.get("next", ""))

    def post(self):
        row = self.auth.authenticate(request.form["username"], request.form["password"])
        if row is None:
            flash("Unknown user or wrong password")
            return render_template("login.html", next=request.form.get("next", "")), 401
        login_user(db.session.get(User, row["id"]))
        session["role"] = row["role"]
        next_url = request.form.get("next") or ""
        if is_same_host(next_url):
            return redirect(next_url)
        response = redirect(url_for("case_list"))
        if request.form.get("remember_device"):
            response.set_cookie("docket_device", remember_token(), max_age=60 * 60 * 24 * 30)
        return response


class LogoutView(MethodView):
    decorators = [login_required]

    def post(self):
        logout_user()
        session.clear()
        return redirect(request.form.get("return_to") or url_for("login"))


class PreferencesView(MethodView):
    decorators = [login_required]

    def post(self):
        theme = request.form.get("theme", "light")
        session["theme"] = theme if theme in THEMES else "light"
        session["acting_firm"] = request.form.get("firm_id")
        response = redirect(request.args.get("back", url_for("case_list")))
        response.set_cookie(
            "docket_prefs", theme, max_age=60 * 60 * 24 * 365, secure=True, httponly=True, samesite="Lax"
        )
        return response


class PasswordResetView(MethodView):
    def post(self):
        started = AuthService().start_reset(request.form["email"])
        if started:
            flash("Check your inbox")
        return redirect(url_for("login"))


class AccountView(MethodView):
    decorators = [login_required]

    def get(self):
        return render_template("account.html", user=current_user)
