from flask import Flask, jsonify, request
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import text

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///blog.db"
db = SQLAlchemy(app)


@app.post("/posts/search")
def search_posts():
    body = request.get_json() or {}
    term = body.get("term", "")
    stmt = text("SELECT id, title FROM posts WHERE title LIKE :pattern")
    rows = db.session.execute(stmt, {"pattern": f"%{term}%"}).fetchall()
    return jsonify([dict(r._mapping) for r in rows])
