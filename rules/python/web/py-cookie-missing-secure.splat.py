from flask import Flask, jsonify, request

app = Flask(__name__)

HARDENED = {"secure": True, "httponly": True, "samesite": "Lax"}
LAX = {"samesite": "Lax", "max_age": 3600}
PLAIN = {"secure": False, "httponly": False}


@app.post("/remember")
def remember():
    device = request.json.get("device", "")
    resp = jsonify(ok=True)
    # ok: py-cookie-missing-secure, py-cookie-missing-httponly
    resp.set_cookie("device", device, **HARDENED)
    # ruleid: py-cookie-missing-secure, py-cookie-missing-httponly
    resp.set_cookie("device_hint", device, **LAX)
    # ruleid: py-cookie-missing-secure, py-cookie-missing-httponly
    resp.set_cookie("device_plain", device, **PLAIN)
    # ok: py-cookie-missing-secure, py-cookie-missing-httponly
    resp.set_cookie("device_late", device, max_age=60, **HARDENED)
    return resp
