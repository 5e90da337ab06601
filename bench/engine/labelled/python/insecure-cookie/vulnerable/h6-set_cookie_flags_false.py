from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/remember")
def remember_me():
    device_id = request.json.get("device_id", "")
    resp = jsonify(remembered=True)
    resp.set_cookie(
        key="remember_device",
        value=device_id,
        max_age=30 * 24 * 3600,
        secure=False,
        httponly=False,
    )
    return resp
