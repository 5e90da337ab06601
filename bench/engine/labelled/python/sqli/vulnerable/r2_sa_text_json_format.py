from flask import Blueprint, request, jsonify
from sqlalchemy import create_engine, text

bp = Blueprint("search", __name__)
engine = create_engine("postgresql://app@db/app")


@bp.post("/search")
def search():
    payload = request.get_json(silent=True) or {}
    terms = payload.get("terms", [])
    if not terms:
        return jsonify([])
    clause = " OR ".join("title LIKE '%{}%'".format(t) for t in terms)
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT id, title FROM posts WHERE " + clause)).fetchall()
    return jsonify([dict(r._mapping) for r in rows])
