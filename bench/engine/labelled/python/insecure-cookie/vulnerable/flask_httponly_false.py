from flask import Flask, make_response
from .auth import issue_token

app = Flask(__name__)


@app.post("/remember")
def remember():
    resp = make_response("", 204)
    resp.set_cookie("remember", issue_token(), secure=True, httponly=False, max_age=2592000)
    return resp
