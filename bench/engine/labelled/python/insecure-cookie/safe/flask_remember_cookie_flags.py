import secrets

from flask import Flask, make_response, redirect

app = Flask(__name__)


@app.post("/remember")
def remember_me():
    token = secrets.token_urlsafe(32)
    resp = make_response(redirect("/"))
    resp.set_cookie("remember_token", token, max_age=30 * 24 * 3600, secure=True, httponly=True, samesite="Lax")
    return resp
