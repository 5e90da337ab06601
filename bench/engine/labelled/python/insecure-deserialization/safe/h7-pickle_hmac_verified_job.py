import base64
import hashlib
import hmac
import os
import pickle

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
SIGNING_KEY = os.environ["JOB_SIGNING_KEY"].encode()


@app.post("/jobs/resume")
def resume_job():
    blob = base64.b64decode(request.form["job"])
    sig = request.form.get("sig", "")
    expected = hmac.new(SIGNING_KEY, blob, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, sig):
        abort(403)
    job = pickle.loads(blob)
    return jsonify(job_id=job.get("id"))
