import psycopg2
from flask import request, jsonify
from flask.views import MethodView

SORT_COLUMNS = {"name": "name", "price": "price", "created": "created_at"}


def get_conn():
    return psycopg2.connect(dbname="inventory", user="app")


class ProductAPI(MethodView):
    def get(self, category):
        sort = SORT_COLUMNS.get(request.args.get("sort", "name"), "name")
        conn = get_conn()
        with conn.cursor() as cur:
            cur.execute("SELECT id, name FROM products WHERE category = %s ORDER BY " + sort, (category,))
            rows = cur.fetchall()
        return jsonify(rows)


def register(app):
    app.add_url_rule("/products/<category>", view_func=ProductAPI.as_view("products"))
