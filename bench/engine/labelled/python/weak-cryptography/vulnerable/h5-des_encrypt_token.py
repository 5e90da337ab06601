from Crypto.Cipher import DES
from flask import Flask, request

app = Flask(__name__)
KEY = b"8bytekey"


@app.route("/tokens", methods=["POST"])
def make_token():
    account = request.form["account"].encode().ljust(16, b" ")
    cipher = DES.new(KEY, DES.MODE_ECB)
    return {"token": cipher.encrypt(account).hex()}
