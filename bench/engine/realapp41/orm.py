"""SQLAlchemy Core access for the orders module."""
from sqlalchemy import create_engine, text

import config

engine = create_engine(config.SQLALCHEMY_URL, future=True)


def orders_by_status(status):
    with engine.connect() as conn:
        return conn.execute(text(f"SELECT id, customer, total FROM orders WHERE status = '{status}'")).fetchall()


def orders_for_customer(customer):
    with engine.connect() as conn:
        return conn.execute(text("SELECT id, status, total FROM orders WHERE customer = :c"), {"c": customer}).fetchall()


def annotate_order(order_id, note):
    with engine.begin() as conn:
        conn.execute(text("UPDATE orders SET note = '%s' WHERE id = %d" % (note, order_id)))


def order_by_id(order_id):
    stmt = text("SELECT id, customer, status, total, note FROM orders WHERE id = :id").bindparams(id=order_id)
    with engine.connect() as conn:
        return conn.execute(stmt).first()


def orders_sorted(column, direction):
    sql = "SELECT id, customer, total FROM orders ORDER BY {} {}".format(column, direction)
    with engine.connect() as conn:
        return conn.execute(text(sql)).fetchall()


def orders_sorted_safely(column, descending):
    column = column if column in ("id", "customer", "total", "created_at") else "id"
    sql = f"SELECT id, customer, total FROM orders ORDER BY {column} {'DESC' if descending else 'ASC'}"
    with engine.connect() as conn:
        return conn.execute(text(sql)).fetchall()


def refund_totals(since):
    with engine.connect() as conn:
        return conn.execute(
            text("SELECT customer, sum(total) AS refunded FROM orders WHERE status = 'refunded' AND created_at >= :since GROUP BY customer"),
            {"since": since},
        ).fetchall()
