from flask import Blueprint, jsonify, request
from sqlalchemy import text

from .extensions import db

reports = Blueprint("reports", __name__)

SORT_COLUMNS = {"region": "region", "total": "total"}


@reports.get("/reports/sales")
def sales_report():
    sort = SORT_COLUMNS.get(request.args.get("sort"), "region")
    direction = "ASC" if request.args.get("dir") == "asc" else "DESC"
    since = request.args.get("since", "2020-01-01")
    stmt = text(
        "SELECT region, SUM(total) AS total FROM sales WHERE created_at >= :since "
        f"GROUP BY region ORDER BY {sort} {direction}"
    )
    result = db.session.execute(stmt, {"since": since})
    return jsonify([{"region": r.region, "total": r.total} for r in result])
