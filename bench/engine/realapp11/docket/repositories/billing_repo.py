import psycopg2
from flask import current_app


class BillingRepository:
    def __init__(self):
        self._dsn = current_app.config["BILLING_DSN"]

    def _conn(self):
        return psycopg2.connect(self._dsn)

    def invoices_for_client(self, firm_id, client_ref):
        with self._conn() as conn, conn.cursor() as cur:
            cur.execute(
                "SELECT id, amount_cents, issued_on FROM invoices WHERE firm_id = %s AND client_ref = %s",
                (firm_id, client_ref),
            )
            return cur.fetchall()

    def invoices_by_matter(self, firm_id, matter):
        with self._conn() as conn, conn.cursor() as cur:
            cur.execute(f"SELECT id, amount_cents FROM invoices WHERE firm_id = {firm_id} AND matter_code = '{matter}'")
            return cur.fetchall()

    def record_payment(self, invoice_id, amount_cents):
        with self._conn() as conn, conn.cursor() as cur:
            cur.execute("UPDATE invoices SET paid_cents = paid_cents + %s WHERE id = %s", (amount_cents, invoice_id))
