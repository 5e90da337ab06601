import os

from flask import Flask

app = Flask(__name__)
app.config.update(
    SECRET_KEY=os.environ["APP_SECRET"],
    SESSION_COOKIE_SECURE=False,
    SESSION_COOKIE_HTTPONLY=False,
    SESSION_COOKIE_SAMESITE=None,
)


@app.route("/")
def index():
    return "ok"
