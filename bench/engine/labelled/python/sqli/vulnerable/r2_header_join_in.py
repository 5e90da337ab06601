import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.route("/bulk")
def bulk():
    ids = request.headers.get("X-Ids", "").split(",")
    placeholders = ",".join(ids)
    db = sqlite3.connect("items.db")
    cur = db.cursor()
    cur.execute("SELECT id, label FROM items WHERE id IN (" + placeholders + ")")
    return jsonify(cur.fetchall())
