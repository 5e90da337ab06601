import hashlib
from flask import Flask, make_response

app = Flask(__name__)
BODY = b"static content"


@app.route("/asset")
def asset():
    resp = make_response(BODY)
    resp.headers["ETag"] = hashlib.sha1(BODY, usedforsecurity=False).hexdigest()
    return resp
