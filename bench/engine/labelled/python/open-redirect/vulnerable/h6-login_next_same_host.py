from urllib.parse import urljoin, urlparse

from flask import Blueprint, flash, redirect, render_template, request, url_for
from flask_login import login_user

from .models import User

auth = Blueprint("auth", __name__)


def is_safe_url(target):
    host_url = urlparse(request.host_url)
    test_url = urlparse(urljoin(request.host_url, target))
    return test_url.scheme in ("http", "https") and host_url.netloc == test_url.netloc


@auth.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "POST":
        user = User.query.filter_by(username=request.form["username"]).first()
        if user and user.check_password(request.form["password"]):
            login_user(user)
            next_url = request.args.get("next")
            if not next_url or not is_safe_url(next_url):
                next_url = url_for("main.index")
            return redirect(next_url)
        flash("Invalid credentials")
    return render_template("login.html")
