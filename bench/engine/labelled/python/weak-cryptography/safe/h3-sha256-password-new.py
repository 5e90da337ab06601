import hashlib
import os

from flask import Flask, request

app = Flask(__name__)
STORE = {}


@app.route("/register", methods=["POST"])
def register():
    password = request.form.get("password", "")
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, 200_000).hex()
    STORE[request.form.get("user", "")] = (salt.hex(), digest)
    return "registered"
