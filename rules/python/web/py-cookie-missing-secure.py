from django.http import HttpResponse
import secrets

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    resp = make_response("welcome")
    session_id = secrets.token_urlsafe(32)
    csrf_token = secrets.token_hex(16)
    theme = request.form.get("theme", "light")
    # ruleid: py-cookie-missing-secure
    resp.set_cookie("session", session_id, httponly=True)
    # ruleid: py-cookie-missing-secure
    resp.set_cookie("prefs", theme, secure=False, httponly=True)
    # ok: py-cookie-missing-secure
    resp.set_cookie("session", session_id, secure=True, httponly=True, samesite="Lax")
    # ok: py-cookie-missing-secure
    resp.set_cookie("token", session_id, 3600, None, "/", None, True, True)
    https_only = True
    # ok: py-cookie-missing-secure
    resp.set_cookie("csrf", csrf_token, secure=https_only, httponly=True)
    return resp


def django_view(request):
    response = HttpResponse("ok")
    session_id = secrets.token_urlsafe(32)
    # ruleid: py-cookie-missing-secure
    response.set_cookie("sessionid", session_id, httponly=True)
    # ok: py-cookie-missing-secure
    response.set_cookie("sessionid", session_id, secure=True, httponly=True)
    return response


def flags(resp):
    # A cookie of constant text carries no secret: the flags would protect nothing.
    # ok: py-cookie-missing-secure
    resp.set_cookie("consent_banner_seen", "1", max_age=31536000)
    # ok: py-cookie-missing-secure
    resp.set_cookie("legacy_session", "", expires=0)
    return resp
