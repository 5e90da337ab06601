import hashlib
import sqlite3
from flask import Flask, request

app = Flask(__name__)


def hash_password(pw):
    return hashlib.md5(pw.encode()).hexdigest()


@app.post("/register")
def register():
    db = sqlite3.connect("users.db")
    db.execute("INSERT INTO users(name, pw) VALUES (?, ?)", (request.form["user"], hash_password(request.form["password"])))
    db.commit()
    return "", 201
