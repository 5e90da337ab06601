from flask import Blueprint, abort, redirect, request, session, url_for

admin = Blueprint("admin", __name__)

ALLOWED_VIEWS = {"viewer", "compact", "detailed"}


@admin.route("/switch-view")
def switch_view():
    view = request.args.get("view", "viewer")
    if view not in ALLOWED_VIEWS:
        abort(400)
    session["view"] = view
    return redirect(url_for("admin.dashboard"))


@admin.route("/dashboard")
def dashboard():
    return {"view": session.get("view")}
