import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


def build_filter(column, value):
    return "SELECT id, total FROM orders WHERE %s = '%s'" % (column, value)


@app.route("/orders")
def orders():
    status = request.values.get("status", "open")
    db = sqlite3.connect("shop.db")
    try:
        rows = db.execute(build_filter("status", status)).fetchall()
    except sqlite3.Error:
        return jsonify([]), 500
    return jsonify([{"id": r[0], "total": r[1]} for r in rows])
