import sqlite3

from flask import Blueprint, request

catalog = Blueprint("catalog", __name__)

SORTS = {"newest": "created_at DESC", "oldest": "created_at ASC", "price": "price ASC"}


@catalog.route("/products")
def products():
    order = SORTS.get(request.args.get("sort", ""), "created_at DESC")
    limit = request.args.get("limit", 20, type=int)
    conn = sqlite3.connect("/srv/catalog.db")
    rows = conn.execute(f"SELECT id, name FROM products ORDER BY {order} LIMIT {limit}").fetchall()
    return {"items": [dict(id=r[0], name=r[1]) for r in rows]}
