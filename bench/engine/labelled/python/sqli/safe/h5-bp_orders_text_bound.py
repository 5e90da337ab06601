from flask import Blueprint, request, jsonify
from sqlalchemy import text
from .extensions import db

orders_bp = Blueprint("orders", __name__, url_prefix="/orders")


@orders_bp.route("/search")
def search_orders():
    status = request.args.get("status", "open")
    sql = text("SELECT id, total FROM orders WHERE status = :status ORDER BY id")
    rows = db.session.execute(sql, {"status": status}).fetchall()
    return jsonify([dict(r._mapping) for r in rows])
