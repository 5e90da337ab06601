import secrets
from flask import Flask, request
from .mail import send_reset

app = Flask(__name__)


@app.post("/forgot")
def forgot():
    token = secrets.token_urlsafe(32)
    send_reset(request.form["email"], token)
    return "", 202
