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
    sql = "SELECT id, title, price FROM products WHERE title LIKE ?"
    params = [f"%{term}%"]
    if category != "all":
        sql += " AND category = ?"
        params.append(category)
    rows = get_db().execute(sql, params).fetchall()
    return jsonify([dict(r) for r in rows])
