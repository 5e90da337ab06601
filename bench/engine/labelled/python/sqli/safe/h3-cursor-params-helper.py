import sqlite3

from flask import Flask, g, request

app = Flask(__name__)


def db():
    if "db" not in g:
        g.db = sqlite3.connect("/srv/app/app.db")
    return g.db


def build(table, column):
    return "SELECT id FROM %s WHERE %s = ?" % (table, column)


@app.route("/find")
def find():
    sql = build("users", "email")
    rows = db().execute(sql, (request.args.get("email", ""),)).fetchall()
    return {"ids": [r[0] for r in rows]}
