import os

from flask import Flask

app = Flask(__name__)
app.config.update(
    SECRET_KEY=os.environ["APP_SECRET"],
    SESSION_COOKIE_SECURE=True,
    SESSION_COOKIE_HTTPONLY=True,
    SESSION_COOKIE_SAMESITE="Lax",
)


@app.route("/")
def index():
    return "ok"
