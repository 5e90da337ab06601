from flask import Flask, Response, make_response, request

app = Flask(__name__)


@app.route("/back")
def back():
    ref = request.headers.get("Referer") or request.args.get("next", "/")
    resp = Response(status=302)
    # ruleid: py-open-redirect
    resp.headers["Location"] = ref
    return resp


@app.route("/back2")
def back2():
    resp = make_response("", 303)
    # ruleid: py-open-redirect
    resp.headers.set("location", request.args.get("next", "/"))
    # ok: py-open-redirect
    resp.headers.set("X-Next", request.args.get("next", "/"))
    return resp


@app.route("/back3")
def back3():
    resp = Response(status=302)
    # ruleid: py-open-redirect
    resp.location = request.args.get("to", "/")
    return resp


@app.route("/tab")
def tab():
    resp = Response(status=302)
    # A path on this site with data only after it stays here.
    # ok: py-open-redirect
    resp.headers["Location"] = "/settings?tab=" + request.args.get("tab", "")
    return resp
