import sqlite3
from flask import Flask, request

app = Flask(__name__)


@app.post("/tags")
def tags():
    user = request.cookies.get("uid", "")
    names = [n.strip() for n in request.form.getlist("tag") if n.strip()]
    db = sqlite3.connect("tags.db")
    db.executemany("INSERT INTO tags(owner, name) VALUES (?, ?)", [(user, n) for n in names])
    db.commit()
    return "", 204
