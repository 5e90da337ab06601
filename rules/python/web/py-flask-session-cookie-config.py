import os

from flask import Flask

app = Flask(__name__)
app.secret_key = os.environ["SECRET_KEY"]
# ruleid: py-flask-session-cookie-config
app.config["SESSION_COOKIE_SECURE"] = False
# ruleid: py-flask-session-cookie-config
app.config["SESSION_COOKIE_HTTPONLY"] = False
# ok: py-flask-session-cookie-config
app.config["SESSION_COOKIE_SECURE"] = True
# ok: py-flask-session-cookie-config
app.config["SESSION_COOKIE_SAMESITE"] = False
# Decided at run time from the environment: not a constant off.
# ok: py-flask-session-cookie-config
app.config["SESSION_COOKIE_SECURE"] = os.environ.get("HTTPS") == "1"
on_https = False
# ruleid: py-flask-session-cookie-config
app.config["REMEMBER_COOKIE_SECURE"] = on_https
settings = {"SESSION_COOKIE_SECURE": False}
# ok: py-flask-session-cookie-config
settings["SESSION_COOKIE_SECURE"] = False
