import sqlite3

from flask import Blueprint, current_app, jsonify, request

catalog = Blueprint("catalog", __name__, url_prefix="/catalog")


def get_db():
    conn = sqlite3.connect(current_app.config["DATABASE"])
    conn.row_factory = sqlite3.Row
    return conn


@catalog.route("/search")
def search():
    term = request.args.get("q", "").strip()
    category = request.args.get("category", "all")
    db = get_db()
    sql = f"SELECT id, title, price FROM products WHERE title LIKE '%{term}%'"
    if category != "all":
        sql += f" AND category = '{category}'"
    rows = db.execute(sql).fetchall()
    return jsonify([dict(r) for r in rows])
