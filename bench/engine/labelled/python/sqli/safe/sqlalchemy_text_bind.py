from flask import Flask, jsonify, request
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import text

app = Flask(__name__)
db = SQLAlchemy(app)

SORTABLE = {"name": "name", "price": "price", "newest": "created_at"}


@app.route("/api/products")
def products():
    column = SORTABLE.get(request.args.get("sort", "name"), "name")
    maxprice = request.args.get("max", "100")
    rows = db.session.execute(
        text(f"SELECT id, name, price FROM products WHERE price <= :maxprice ORDER BY {column}"),
        {"maxprice": maxprice},
    ).fetchall()
    return jsonify([dict(r._mapping) for r in rows])
