import os
from Crypto.Cipher import AES
from flask import Flask, request

app = Flask(__name__)
KEY = os.urandom(32)


@app.route("/tokens", methods=["POST"])
def make_token():
    account = request.form["account"].encode()
    cipher = AES.new(KEY, AES.MODE_GCM)
    ct, tag = cipher.encrypt_and_digest(account)
    return {"token": (cipher.nonce + tag + ct).hex()}
