from django.http import HttpResponse
from flask import Flask, make_response

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    resp = make_response("welcome")
    # ruleid: py-cookie-missing-secure
    resp.set_cookie("session", "abc", httponly=True)
    # ruleid: py-cookie-missing-secure
    resp.set_cookie("prefs", "dark", secure=False, httponly=True)
    # ok: py-cookie-missing-secure
    resp.set_cookie("session", "abc", secure=True, httponly=True, samesite="Lax")
    # ok: py-cookie-missing-secure
    resp.set_cookie("token", "abc", 3600, None, "/", None, True, True)
    https_only = True
    # ok: py-cookie-missing-secure
    resp.set_cookie("csrf", "xyz", secure=https_only, httponly=True)
    return resp


def django_view(request):
    response = HttpResponse("ok")
    # ruleid: py-cookie-missing-secure
    response.set_cookie("sessionid", "abc", httponly=True)
    # ok: py-cookie-missing-secure
    response.set_cookie("sessionid", "abc", secure=True, httponly=True)
    return response
