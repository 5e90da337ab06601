from flask import redirect, render_template, request, session, url_for
from flask.views import MethodView
from werkzeug.security import check_password_hash

from ..models import Member
from ..utils.urls import is_safe_redirect


class LoginView(MethodView):
    def get(self):
        return render_template("portal/login.html", next=request.args.get("next", ""))

    def post(self):
        member = Member.query.filter_by(email=request.form["email"].lower()).first()
        if member is None or not check_password_hash(member.password_hash, request.form["password"]):
            return render_template("portal/login.html", error="Wrong email or password", next=request.form.get("next", "")), 401
        session.clear()
        session["member_id"] = member.id
        session["marina_id"] = member.marina_id
        target = request.form.get("next", "")
        if is_safe_redirect(target):
            return redirect(target)
        return redirect(url_for("portal.dashboard"))


class LogoutView(MethodView):
    def get(self):
        session.clear()
        return redirect(request.args.get("return_to") or url_for("login"))


class SwitchMarinaView(MethodView):
    def post(self):
        session["marina_id"] = int(request.form["marina_id"])
        response = redirect(request.referrer or url_for("portal.dashboard"))
        response.set_cookie("last_marina", request.form["marina_id"], max_age=86400 * 30)
        return response
