import secrets
from flask import Flask, make_response

app = Flask(__name__)


@app.post("/login")
def login():
    resp = make_response("welcome")
    resp.set_cookie("session_id", secrets.token_urlsafe(32), secure=True, httponly=True, samesite="Lax")
    return resp
