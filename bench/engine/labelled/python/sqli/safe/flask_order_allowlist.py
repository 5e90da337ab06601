from flask import Flask, request, jsonify
import sqlite3

app = Flask(__name__)
ORDERS = {"name", "price", "created"}


@app.get("/products")
def products():
    order = request.args.get("order", "name")
    if order not in ORDERS:
        order = "name"
    db = sqlite3.connect("shop.db")
    query = "SELECT id, name, price FROM products ORDER BY {}".format(order)
    return jsonify(db.execute(query).fetchall())
