import psycopg2
from flask import Flask, request
from flask.views import MethodView

app = Flask(__name__)


class CustomerSearch(MethodView):
    def __init__(self):
        self.conn = psycopg2.connect("dbname=shop user=shop")

    def get(self):
        term = request.args.get("q", "")
        with self.conn.cursor() as cur:
            cur.execute(f"SELECT id, name FROM customers WHERE name ILIKE '%{term}%'")
            rows = cur.fetchall()
        return {"customers": [{"id": r[0], "name": r[1]} for r in rows]}


app.add_url_rule("/customers", view_func=CustomerSearch.as_view("customer_search"))
