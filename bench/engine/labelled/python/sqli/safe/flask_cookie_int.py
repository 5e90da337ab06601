import sqlite3
from flask import Flask, request

app = Flask(__name__)


@app.route("/visit")
def visit():
    count = int(request.cookies.get("count", "0"))
    db = sqlite3.connect("stats.db")
    db.execute("UPDATE counters SET value = %d WHERE name = 'visits'" % count)
    db.commit()
    return "ok"
