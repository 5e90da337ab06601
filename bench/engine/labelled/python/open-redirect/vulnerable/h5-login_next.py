from flask import Blueprint, request, redirect, url_for, session

auth = Blueprint("auth", __name__)


@auth.route("/login", methods=["POST"])
def login():
    session["uid"] = 1
    next_url = request.args.get("next")
    if next_url:
        return redirect(next_url)
    return redirect(url_for("main.index"))
