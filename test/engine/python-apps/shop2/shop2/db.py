import sqlite3

from flask import g


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect("app.db")
    return g.db


def find_user(conn, name):
    # The connection comes from the caller; the query text from the caller's request.
    return conn.execute("SELECT * FROM users WHERE name = '%s'" % name).fetchall()  # expect: py-sqli-tainted-query
