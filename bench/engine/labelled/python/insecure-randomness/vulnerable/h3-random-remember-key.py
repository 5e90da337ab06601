import random

from flask import Flask, make_response, session

app = Flask(__name__)
app.secret_key = "change-me"


@app.route("/login-ok")
def login_ok():
    remember_key = str(random.random())[2:]
    session["remember_key"] = remember_key
    resp = make_response("welcome")
    resp.set_cookie("remember", remember_key, secure=True, httponly=True)
    return resp
