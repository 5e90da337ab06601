import sqlite3


def connection():
    return sqlite3.connect("bench.db")


def run(sql):
    cur = connection().cursor()
    cur.execute(sql)  # expect: py-sqli-tainted-query
    return cur.fetchall()
