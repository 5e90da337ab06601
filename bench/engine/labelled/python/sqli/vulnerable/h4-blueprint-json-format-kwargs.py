import sqlite3

from flask import Blueprint, jsonify, request

reports = Blueprint("reports", __name__, url_prefix="/reports")

QUERY = "SELECT id, total FROM orders WHERE region = '{region}' AND status = '{status}'"


@reports.post("/orders")
def orders_by_filter():
    body = request.get_json(force=True)
    criteria = {"region": body["filter"]["region"], "status": body["filter"].get("status", "open")}
    conn = sqlite3.connect("/var/lib/shop/orders.db")
    cur = conn.cursor()
    cur.execute(QUERY.format(**criteria))
    return jsonify(cur.fetchall())
