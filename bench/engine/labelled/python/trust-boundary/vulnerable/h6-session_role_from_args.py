from flask import Blueprint, redirect, request, session, url_for

admin = Blueprint("admin", __name__)


@admin.route("/switch-view")
def switch_view():
    role = request.args.get("role", "viewer")
    session["role"] = role
    session.modified = True
    return redirect(url_for("admin.dashboard"))


@admin.route("/dashboard")
def dashboard():
    return {"role": session.get("role")}
