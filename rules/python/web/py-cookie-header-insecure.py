import secrets

from flask import Flask, Response, make_response

app = Flask(__name__)


@app.route("/visit")
def visit():
    resp = make_response("welcome")
    token = secrets.token_hex(16)
    # ruleid: py-cookie-header-insecure
    resp.headers["Set-Cookie"] = f"visitor={token}; Path=/"
    return resp


@app.route("/half")
def half():
    resp = Response("ok")
    # ruleid: py-cookie-header-insecure
    resp.headers["set-cookie"] = "sid=" + secrets.token_urlsafe() + "; Secure; Path=/"
    return resp


@app.route("/hardened")
def hardened():
    resp = make_response("ok")
    # ok: py-cookie-header-insecure
    resp.headers["Set-Cookie"] = f"sid={secrets.token_urlsafe()}; Path=/; Secure; HttpOnly; SameSite=Lax"
    return resp


@app.route("/consent")
def consent():
    resp = make_response("ok")
    # ok: py-cookie-header-insecure
    resp.headers["Set-Cookie"] = "consent=1; Path=/"
    return resp


@app.route("/logout")
def logout():
    resp = make_response("bye")
    # ok: py-cookie-header-insecure
    resp.headers["Set-Cookie"] = f"sid={secrets.token_hex(4)}; Max-Age=0; Path=/"
    return resp
