import sqlite3

from flask import Flask, g, jsonify

app = Flask(__name__)


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect("app.db")
    return g.db


@app.route("/users/<username>/orders")
def user_orders(username):
    cur = get_db().cursor()
    cur.execute("SELECT id, total FROM orders WHERE owner = ? ORDER BY id DESC", (username,))
    rows = cur.fetchall()
    return jsonify([{"id": r[0], "total": r[1]} for r in rows])
