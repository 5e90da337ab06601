from flask import Flask, request
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("sqlite:////srv/app/app.db")


@app.route("/orders")
def orders():
    sort = request.headers.get("X-Sort", "id")
    with engine.connect() as conn:
        rows = conn.execute(text(f"SELECT id, total FROM orders ORDER BY {sort}")).fetchall()
    return {"count": len(rows)}
