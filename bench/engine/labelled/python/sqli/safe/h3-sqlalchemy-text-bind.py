from flask import Flask, request
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("sqlite:////srv/app/app.db")


@app.route("/orders")
def orders():
    customer = request.headers.get("X-Customer", "")
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT id, total FROM orders WHERE customer = :c"), {"c": customer}).fetchall()
    return {"count": len(rows)}
