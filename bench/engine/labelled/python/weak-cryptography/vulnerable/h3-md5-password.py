import hashlib

from flask import Flask, request

app = Flask(__name__)
STORE = {}


@app.route("/register", methods=["POST"])
def register():
    password = request.form.get("password", "")
    digest = hashlib.md5(password.encode("utf-8")).hexdigest()
    STORE[request.form.get("user", "")] = digest
    return "registered"
