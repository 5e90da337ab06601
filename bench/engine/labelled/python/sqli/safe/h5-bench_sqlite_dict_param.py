import sqlite3
from flask import Flask, request

app = Flask(__name__)


@app.route("/bench/sqli-18", methods=["POST"])
def bench_sqli_18():
    params = {}
    params["name"] = request.form.get("name", "")
    params["other"] = "constant"
    query = "SELECT * FROM users WHERE name = ? AND active = 1"
    conn = sqlite3.connect("bench.db")
    cur = conn.cursor()
    cur.execute(query, (params["name"],))
    results = cur.fetchall()
    conn.close()
    return str(results)
