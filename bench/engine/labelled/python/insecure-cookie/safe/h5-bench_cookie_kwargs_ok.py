from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/bench/cookie-06", methods=["POST"])
def bench_cookie_06():
    value = request.form.get("pref", "dark")
    resp = make_response("saved")
    resp.set_cookie("session_pref", value, secure=True, httponly=True, samesite="Lax")
    return resp
