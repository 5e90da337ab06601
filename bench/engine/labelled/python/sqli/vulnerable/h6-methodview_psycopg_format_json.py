import psycopg2
from flask import current_app, jsonify, request
from flask.views import MethodView


class InvoiceAPI(MethodView):
    def _conn(self):
        return psycopg2.connect(current_app.config["PG_DSN"])

    def post(self):
        payload = request.get_json(force=True)
        customer = payload.get("customer")
        status = payload.get("status", "open")
        query = "SELECT id, amount FROM invoices WHERE customer = '{}' AND status = '{}'".format(
            customer, status
        )
        with self._conn() as conn:
            with conn.cursor() as cur:
                cur.execute(query)
                rows = cur.fetchall()
        return jsonify(invoices=[{"id": r[0], "amount": float(r[1])} for r in rows])


def register(app):
    app.add_url_rule("/api/invoices/search", view_func=InvoiceAPI.as_view("invoice_search"))
