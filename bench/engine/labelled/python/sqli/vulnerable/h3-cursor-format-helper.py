import sqlite3

from flask import Flask, g, request

app = Flask(__name__)


def db():
    if "db" not in g:
        g.db = sqlite3.connect("/srv/app/app.db")
    return g.db


def build(table, column, value):
    return "SELECT id FROM %s WHERE %s = '%s'" % (table, column, value)


@app.route("/find")
def find():
    sql = build("users", "email", request.args.get("email", ""))
    rows = db().execute(sql).fetchall()
    return {"ids": [r[0] for r in rows]}
