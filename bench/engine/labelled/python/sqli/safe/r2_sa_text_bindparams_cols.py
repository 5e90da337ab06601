from flask import Flask, request, jsonify
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("sqlite:///blog.db")
SORTABLE = {"date": "created_at", "title": "title"}


@app.route("/posts")
def posts():
    column = SORTABLE.get(request.args.get("sort"), "created_at")
    author = request.args.get("author", "")
    query = text(f"SELECT id, title FROM posts WHERE author = :author ORDER BY {column}")
    with engine.connect() as conn:
        rows = conn.execute(query, {"author": author}).fetchall()
    return jsonify([list(r) for r in rows])
