import sqlite3
from flask import Flask, request

app = Flask(__name__)


@app.route("/visit")
def visit():
    visitor = request.cookies.get("visitor", "anon")
    db = sqlite3.connect("stats.db")
    db.executescript("INSERT INTO visits (who) VALUES ('" + visitor + "');")
    db.commit()
    return "ok"
