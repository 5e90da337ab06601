import hashlib
from flask import Flask, request

app = Flask(__name__)


def digest(value):
    h = hashlib.new("sha256")
    h.update(value.encode("utf-8"))
    return h.hexdigest()


@app.route("/bench/crypto-08", methods=["POST"])
def bench_crypto_08():
    doc = request.form.get("doc", "")
    stored = {"etag": digest(doc)}
    return stored
