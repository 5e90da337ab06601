from flask import Blueprint, request, session, redirect, url_for

profile = Blueprint("profile", __name__)


@profile.route("/profile", methods=["POST"])
def update_profile():
    session["display_name"] = request.form["display_name"]
    session["role"] = request.form.get("role", "user")
    return redirect(url_for("profile.view"))
