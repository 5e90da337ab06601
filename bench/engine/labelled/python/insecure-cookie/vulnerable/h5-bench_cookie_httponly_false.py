from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/bench/cookie-05", methods=["POST"])
def bench_cookie_05():
    value = request.form.get("pref", "dark")
    opts = {"secure": True, "httponly": False}
    resp = make_response("saved")
    resp.set_cookie("session_pref", value, **opts)
    return resp
