import os

from flask import Flask

app = Flask(__name__)
# ruleid: py-flask-session-cookie-config-update
app.config.update(SESSION_COOKIE_SECURE=False, SESSION_COOKIE_SAMESITE="Lax")
# ruleid: py-flask-session-cookie-config-update
app.config.update({"SESSION_COOKIE_HTTPONLY": False})
# ruleid: py-flask-session-cookie-config-update
app.config.from_mapping(REMEMBER_COOKIE_HTTPONLY=False)
# ok: py-flask-session-cookie-config-update
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True)
# ok: py-flask-session-cookie-config-update
app.config.update(SESSION_COOKIE_SECURE=os.environ.get("HTTPS") == "1", TESTING=False)
defaults = {}
# A plain dict's update is not the application's configuration.
# ok: py-flask-session-cookie-config-update
defaults.update(SESSION_COOKIE_SECURE=False)
