from flask import Blueprint, make_response, request

auth = Blueprint("auth", __name__)


@auth.route("/login", methods=["POST"])
def login():
    token = request.form["token"]
    resp = make_response({"ok": True})
    resp.set_cookie("remember_token", token, max_age=60 * 60 * 24 * 30,
                    secure=True, httponly=True, samesite="Strict")
    return resp
