import secrets

from flask import Flask, jsonify

app = Flask(__name__)


def set_auth_cookie(resp, value):
    resp.set_cookie(
        "auth",
        value,
        max_age=1800,
        secure=True,
        httponly=True,
        samesite="Strict",
    )
    return resp


@app.post("/session")
def new_session():
    resp = jsonify(created=True)
    return set_auth_cookie(resp, secrets.token_urlsafe(24))
