import base64
import hashlib
import hmac
import os
import pickle

from flask import Flask, abort, request

app = Flask(__name__)
KEY = os.environ["JOB_KEY"].encode()


@app.route("/resume", methods=["POST"])
def resume():
    blob = base64.b64decode(request.form["job"])
    expected = hmac.new(KEY, blob, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, request.form.get("sig", "")):
        abort(403)
    # ok: py-pickle-load
    return str(pickle.loads(blob))


@app.route("/resume2", methods=["POST"])
def resume_inline():
    blob = request.get_data()
    mac = hmac.new(KEY, blob, hashlib.sha256)
    if hmac.compare_digest(request.headers.get("X-Sig", ""), mac.hexdigest()):
        # ok: py-pickle-load
        return str(pickle.loads(blob))
    return "no", 403


@app.route("/unchecked", methods=["POST"])
def unchecked():
    blob = request.get_data()
    # ruleid: py-pickle-load
    return str(pickle.loads(blob))


@app.route("/request-key", methods=["POST"])
def request_key():
    blob = request.get_data()
    # A key the client sends proves nothing: anyone can sign with it.
    key = request.headers.get("X-Key", "").encode()
    if hmac.compare_digest(hmac.new(key, blob, hashlib.sha256).hexdigest(), request.headers.get("X-Sig", "")):
        # ruleid: py-pickle-load
        return str(pickle.loads(blob))
    return "no", 403
