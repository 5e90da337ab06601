from flask import Flask, jsonify, request

app = Flask(__name__)

COOKIE_OPTS = {"secure": True, "httponly": True, "samesite": "Strict", "max_age": 30 * 24 * 3600}


@app.post("/remember")
def remember_me():
    device_id = request.json.get("device_id", "")
    resp = jsonify(remembered=True)
    resp.set_cookie("remember_device", device_id, **COOKIE_OPTS)
    return resp
