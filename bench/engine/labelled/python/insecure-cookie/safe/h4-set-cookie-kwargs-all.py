import secrets

from flask import Blueprint, jsonify

auth = Blueprint("auth", __name__)


@auth.route("/session/refresh", methods=["POST"])
def refresh():
    resp = jsonify(ok=True)
    resp.set_cookie(key="refresh_token", value=secrets.token_hex(32), httponly=True, secure=True, samesite="Lax")
    return resp
