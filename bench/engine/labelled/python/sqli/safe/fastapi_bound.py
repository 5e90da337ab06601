from fastapi import FastAPI
from sqlalchemy import create_engine, text

app = FastAPI()
engine = create_engine("sqlite:///app.db")


@app.get("/items")
def items(category: str):
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT * FROM items WHERE category = :c"), {"c": category})
        return [dict(r._mapping) for r in rows]
