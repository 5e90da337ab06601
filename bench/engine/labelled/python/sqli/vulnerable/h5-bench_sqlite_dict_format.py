import sqlite3
from flask import Flask, request

app = Flask(__name__)


def build_query(parts):
    return "SELECT * FROM users WHERE name = '{}' AND active = 1".format(parts["name"])


@app.route("/bench/sqli-17", methods=["POST"])
def bench_sqli_17():
    params = {}
    params["name"] = request.form.get("name", "")
    params["other"] = "constant"
    query = build_query(params)
    conn = sqlite3.connect("bench.db")
    cur = conn.cursor()
    cur.execute(query)
    results = cur.fetchall()
    conn.close()
    return str(results)
