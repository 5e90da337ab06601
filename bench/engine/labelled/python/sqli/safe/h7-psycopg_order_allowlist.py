import psycopg2

from flask import Flask, jsonify, request

app = Flask(__name__)

SORTABLE = {"name", "price", "created_at"}


@app.get("/catalog")
def catalog():
    sort = request.args.get("sort", "name")
    if sort not in SORTABLE:
        sort = "name"
    direction = "DESC" if request.args.get("desc") == "1" else "ASC"
    conn = psycopg2.connect("dbname=shop")
    with conn.cursor() as cur:
        cur.execute(
            f"SELECT id, name, price FROM products WHERE category = %s ORDER BY {sort} {direction}",
            (request.args.get("category", ""),),
        )
        return jsonify(cur.fetchall())
