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
    # ruleid: py-cookie-missing-httponly
    resp.set_cookie("session", session_id, secure=True)
    # ruleid: py-cookie-missing-httponly
    resp.set_cookie("session", session_id, secure=True, httponly=False)
    # ok: py-cookie-missing-httponly
    resp.set_cookie("session", session_id, secure=True, httponly=True)
    # ok: py-cookie-missing-httponly
    resp.set_cookie("token", session_id, 3600, None, "/", None, True, True)
    return resp


def django_view(request):
    response = HttpResponse("ok")
    session_id = secrets.token_urlsafe(32)
    # ruleid: py-cookie-missing-httponly
    response.set_cookie("sessionid", session_id, secure=True)
    scripts_need_it = False
    # ok: py-cookie-missing-httponly
    response.set_cookie("sessionid", session_id, secure=True, httponly=not scripts_need_it)
    return response


def flags(resp):
    # A cookie of constant text carries no secret: the flags would protect nothing.
    # ok: py-cookie-missing-httponly
    resp.set_cookie("consent_banner_seen", "1", max_age=31536000)
    # ok: py-cookie-missing-httponly
    resp.set_cookie("legacy_session", "", expires=0)
    return resp
