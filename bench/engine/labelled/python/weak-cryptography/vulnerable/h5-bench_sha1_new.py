import hashlib
from flask import Flask, request

app = Flask(__name__)


def digest(value):
    h = hashlib.new("sha1")
    h.update(value.encode("utf-8"))
    return h.hexdigest()


@app.route("/bench/crypto-07", methods=["POST"])
def bench_crypto_07():
    secret = request.form.get("pin", "")
    stored = {"pin_hash": digest(secret)}
    return stored
