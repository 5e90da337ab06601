from flask import Blueprint, jsonify, request
from sqlalchemy import text

from .extensions import db

reports = Blueprint("reports", __name__)


def build_order(column, direction):
    return "ORDER BY %s %s" % (column, direction)


@reports.get("/reports/sales")
def sales_report():
    sort = request.args.get("sort", "created_at")
    direction = request.args.get("dir", "desc")
    clause = build_order(sort, direction)
    stmt = text("SELECT region, SUM(total) AS total FROM sales GROUP BY region " + clause)
    result = db.session.execute(stmt)
    return jsonify([{"region": r.region, "total": r.total} for r in result])
