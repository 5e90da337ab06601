from flask import Blueprint, request, session, redirect, url_for
from .models import User

profile = Blueprint("profile", __name__)


@profile.route("/profile", methods=["POST"])
def update_profile():
    user = User.query.get_or_404(session["uid"])
    session["role"] = user.role
    session["display_name"] = user.display_name
    return redirect(url_for("profile.view"))
