from flask import Flask, request
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("sqlite:///shop.db")


def orders_sorted(column, direction):
    # ruleid: py-sqli-tainted-query
    sql = "SELECT id, total FROM orders ORDER BY {} {}".format(column, direction)
    with engine.connect() as conn:
        # ruleid: py-sqli-tainted-query
        return conn.execute(text(sql)).fetchall()


@app.route("/orders/sorted")
def sorted_orders():
    # ruleid: py-sqli-tainted-query
    return orders_sorted(request.args["col"], request.args.get("dir", "ASC"))


@app.route("/orders/by-customer")
def by_customer():
    # ruleid: py-sqli-tainted-query
    sql = "SELECT id FROM orders WHERE customer = '{customer}'".format(customer=request.args["c"])
    with engine.connect() as conn:
        # ruleid: py-sqli-tainted-query
        return str(conn.execute(text(sql)).fetchall())


@app.route("/orders/page")
def page():
    # `{:d}` formats numbers only: text raises before the query runs.
    # ok: py-sqli-tainted-query
    sql = "SELECT id FROM orders LIMIT 20 OFFSET {:d}".format(request.args["offset"])
    with engine.connect() as conn:
        # ok: py-sqli-tainted-query
        return str(conn.execute(text(sql)).fetchall())


@app.route("/orders/json")
def as_json():
    # Doubled braces are literal text; the only field is a constant.
    # ok: py-sqli-tainted-query
    sql = "SELECT json_object('{{id}}', id) FROM orders WHERE status = '{0}'".format("open")
    with engine.connect() as conn:
        # ok: py-sqli-tainted-query
        return str(conn.execute(text(sql)).fetchall())


@app.route("/orders/first")
def first_of():
    form = request.form
    # ruleid: py-sqli-tainted-query
    sql = "SELECT id FROM orders WHERE customer = '{0[customer]}' AND status = '{0[status]}'".format(form)
    with engine.connect() as conn:
        # ruleid: py-sqli-tainted-query
        return str(conn.execute(text(sql)).first())
