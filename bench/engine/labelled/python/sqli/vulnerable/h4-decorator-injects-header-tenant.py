import functools
import sqlite3

from flask import Flask, abort, request

app = Flask(__name__)


def with_tenant(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        tenant = request.headers.get("X-Tenant")
        if not tenant:
            abort(400)
        return view(tenant, *args, **kwargs)

    return wrapper


@app.get("/invoices")
@with_tenant
def invoices(tenant):
    conn = sqlite3.connect("/srv/billing.db")
    sql = "SELECT number, amount FROM invoices WHERE tenant = '" + tenant + "'"
    return {"invoices": conn.execute(sql).fetchall()}
