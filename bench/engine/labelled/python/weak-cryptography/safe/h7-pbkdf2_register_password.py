import hashlib
import os
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/register")
def register():
    username = request.form["username"]
    password = request.form["password"]
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, 600_000).hex()
    conn = sqlite3.connect("users.db")
    conn.execute(
        "INSERT INTO users (name, salt, pw_hash) VALUES (?, ?, ?)", (username, salt.hex(), digest)
    )
    conn.commit()
    return jsonify(created=username), 201
