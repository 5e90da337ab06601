import psycopg2
from flask import Flask, request

app = Flask(__name__)
conn = psycopg2.connect("dbname=shop")


@app.post("/search")
def search():
    term = request.form["q"]
    with conn.cursor() as cur:
        cur.execute("SELECT title FROM products WHERE title ILIKE %s", ("%" + term + "%",))
        return {"results": [r[0] for r in cur.fetchall()]}
