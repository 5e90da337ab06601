import hashlib
from flask import Flask, request
from .db import save_user

app = Flask(__name__)


@app.post("/register")
def register():
    digest = hashlib.md5(request.form["password"].encode()).hexdigest()
    save_user(request.form["email"], digest)
    return "", 201
