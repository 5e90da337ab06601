from flask import Blueprint, flash, redirect, render_template, request, url_for
from flask_login import login_user

from .models import User

auth = Blueprint("auth", __name__)


@auth.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "POST":
        user = User.query.filter_by(username=request.form["username"]).first()
        if user and user.check_password(request.form["password"]):
            login_user(user)
            next_url = request.args.get("next") or url_for("main.index")
            return redirect(next_url)
        flash("Invalid credentials")
    return render_template("login.html")
