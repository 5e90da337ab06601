from flask import Flask, jsonify, request
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import text

app = Flask(__name__)
db = SQLAlchemy(app)


@app.route("/api/products")
def products():
    sort = request.args.get("sort", "name")
    direction = request.args.get("dir", "asc")
    rows = db.session.execute(text(f"SELECT id, name, price FROM products ORDER BY {sort} {direction}")).fetchall()
    return jsonify([dict(r._mapping) for r in rows])
