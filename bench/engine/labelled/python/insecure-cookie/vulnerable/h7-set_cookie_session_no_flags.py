import secrets

from flask import Flask, make_response, redirect, request, url_for

app = Flask(__name__)
SESSIONS = {}


@app.post("/login")
def login():
    user = request.form.get("username", "")
    token = secrets.token_urlsafe(32)
    SESSIONS[token] = user
    resp = make_response(redirect(url_for("home")))
    resp.set_cookie("sid", token, max_age=3600)
    return resp


@app.get("/")
def home():
    return {"user": SESSIONS.get(request.cookies.get("sid"))}
