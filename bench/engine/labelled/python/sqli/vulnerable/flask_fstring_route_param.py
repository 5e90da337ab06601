from flask import Blueprint, jsonify
from .db import get_db

bp = Blueprint("orders", __name__)


@bp.route("/orders/<order_id>")
def order(order_id):
    cur = get_db().cursor()
    cur.execute(f"SELECT * FROM orders WHERE id = {order_id}")
    return jsonify(cur.fetchone())
