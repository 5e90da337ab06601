import hashlib
from flask import Flask, make_response

app = Flask(__name__)


@app.get("/bundle.js")
def bundle():
    body = open("static/bundle.js", "rb").read()
    resp = make_response(body)
    resp.headers["ETag"] = hashlib.sha256(body).hexdigest()
    return resp
