from flask import Flask, make_response
from .auth import issue_token

app = Flask(__name__)


@app.post("/login")
def login():
    resp = make_response({"ok": True})
    resp.set_cookie("session_token", issue_token(), secure=True, httponly=True, samesite="Lax")
    return resp
