import psycopg2
from flask import Flask, request
from psycopg2 import sql

app = Flask(__name__)


@app.route("/rows")
def rows():
    conn = psycopg2.connect("dbname=app")
    cur = conn.cursor()
    # The table name is quoted as an identifier by psycopg when the statement is rendered.
    # ok: py-sqli-tainted-query
    cur.execute(sql.SQL("SELECT * FROM {} WHERE id = %s").format(sql.Identifier(request.args["t"])), (request.args["id"],))
    # ok: py-sqli-tainted-query
    cur.execute(sql.SQL("SELECT * FROM items WHERE name = {}").format(sql.Literal(request.args["name"])))
    # sql.SQL is raw text: the request's text is the statement.
    # ruleid: py-sqli-tainted-query
    cur.execute(sql.SQL("SELECT * FROM items ORDER BY " + request.args["sort"]))
    # ruleid: py-sqli-tainted-query
    cur.execute(sql.SQL("SELECT * FROM items ORDER BY {}").format(sql.SQL(request.args["sort"])))
    return str(cur.fetchall())
