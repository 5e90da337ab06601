from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/remember", methods=["POST"])
def remember():
    value = request.form.get("remember", "no")
    resp = make_response("stored")
    resp.set_cookie("remember_me", value, secure=True, httponly=True, path=request.path)
    return resp
