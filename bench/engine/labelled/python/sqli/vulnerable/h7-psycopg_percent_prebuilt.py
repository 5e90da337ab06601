import psycopg2

from flask import Flask, jsonify, request

app = Flask(__name__)


def query_products(category, max_price):
    sql = "SELECT id, name, price FROM products WHERE category = '%s' AND price <= %s" % (category, max_price)
    conn = psycopg2.connect("dbname=shop")
    with conn.cursor() as cur:
        cur.execute(sql)
        return cur.fetchall()


@app.get("/products")
def products():
    rows = query_products(request.args.get("category", ""), request.args.get("max", "100"))
    return jsonify(rows)
