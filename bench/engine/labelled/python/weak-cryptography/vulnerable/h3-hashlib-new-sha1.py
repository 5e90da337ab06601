import hashlib

from flask import Flask, request

app = Flask(__name__)


def algorithm():
    return "sha1"


@app.route("/sign", methods=["POST"])
def sign():
    secret = request.form.get("secret", "")
    h = hashlib.new(algorithm())
    h.update(secret.encode("utf-8"))
    return {"sig": h.hexdigest()}
