import hashlib
import os
from flask import Flask, request

app = Flask(__name__)


@app.post("/register")
def register():
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", request.form["password"].encode(), salt, 600_000)
    return {"salt": salt.hex(), "hash": digest.hex()}
