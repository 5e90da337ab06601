import datetime
import sqlite3
from datetime import date, datetime as dt

from flask import Flask, request

app = Flask(__name__)


@app.route("/orders")
def orders():
    db = sqlite3.connect("shop.db")
    since = dt.strptime(request.args["since"], "%Y-%m-%d").date()
    # ok: py-sqli-tainted-query
    rows = db.execute("SELECT * FROM orders WHERE day >= '%s'" % since.isoformat()).fetchall()
    until = date.fromisoformat(request.args["until"])
    # ok: py-sqli-tainted-query
    rows += db.execute(f"SELECT * FROM orders WHERE day <= '{until}'").fetchall()
    stamp = datetime.datetime.fromisoformat(request.args["at"])
    # ok: py-sqli-tainted-query
    rows += db.execute(f"SELECT * FROM events WHERE at = '{stamp}'").fetchall()
    raw = request.args["day"].strip()
    # ruleid: py-sqli-tainted-query
    rows += db.execute(f"SELECT * FROM orders WHERE day = '{raw}'").fetchall()
    return {"count": len(rows)}
