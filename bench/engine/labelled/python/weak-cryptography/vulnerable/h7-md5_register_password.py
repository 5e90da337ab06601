import hashlib
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/register")
def register():
    username = request.form["username"]
    password = request.form["password"]
    digest = hashlib.md5(password.encode("utf-8")).hexdigest()
    conn = sqlite3.connect("users.db")
    conn.execute("INSERT INTO users (name, pw_hash) VALUES (?, ?)", (username, digest))
    conn.commit()
    return jsonify(created=username), 201
