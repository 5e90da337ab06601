from flask import Flask, request, jsonify
import sqlite3

app = Flask(__name__)


@app.get("/products")
def products():
    order = request.args.get("order", "name")
    db = sqlite3.connect("shop.db")
    query = "SELECT id, name, price FROM products ORDER BY {}".format(order)
    return jsonify(db.execute(query).fetchall())
