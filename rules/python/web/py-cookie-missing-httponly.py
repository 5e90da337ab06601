from django.http import HttpResponse
from flask import Flask, make_response

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    resp = make_response("welcome")
    # ruleid: py-cookie-missing-httponly
    resp.set_cookie("session", "abc", secure=True)
    # ruleid: py-cookie-missing-httponly
    resp.set_cookie("session", "abc", secure=True, httponly=False)
    # ok: py-cookie-missing-httponly
    resp.set_cookie("session", "abc", secure=True, httponly=True)
    # ok: py-cookie-missing-httponly
    resp.set_cookie("token", "abc", 3600, None, "/", None, True, True)
    return resp


def django_view(request):
    response = HttpResponse("ok")
    # ruleid: py-cookie-missing-httponly
    response.set_cookie("sessionid", "abc", secure=True)
    scripts_need_it = False
    # ok: py-cookie-missing-httponly
    response.set_cookie("sessionid", "abc", secure=True, httponly=not scripts_need_it)
    return response
