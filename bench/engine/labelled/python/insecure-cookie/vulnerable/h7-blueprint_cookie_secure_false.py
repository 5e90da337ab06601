from flask import Blueprint, jsonify, request

auth = Blueprint("auth", __name__, url_prefix="/auth")


def attach_token(resp, token):
    resp.set_cookie("auth_token", token, secure=False, httponly=True, samesite="Lax")
    return resp


@auth.post("/token")
def issue():
    token = request.headers.get("X-Upstream-Token", "")
    resp = jsonify(ok=True)
    return attach_token(resp, token)
