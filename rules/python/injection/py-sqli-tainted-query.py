import sqlite3

import psycopg2
from django.db import connection
from django.http import HttpRequest, HttpResponse
from fastapi import Depends, FastAPI, Request
from flask import Flask, request
from flask_sqlalchemy import SQLAlchemy
from rest_framework import viewsets
from rest_framework.response import Response
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session

from .models import User

app = Flask(__name__)
api = FastAPI()
engine = create_engine("sqlite:///app.db")
orm = SQLAlchemy(app)


@app.route("/users")
def list_users():
    name = request.args.get("name", "")
    conn = sqlite3.connect("app.db")
    cur = conn.cursor()
    # ruleid: py-sqli-tainted-query
    cur.execute("SELECT * FROM users WHERE name = '" + name + "'")
    # ruleid: py-sqli-tainted-query
    cur.execute(f"SELECT * FROM users WHERE name = '{name}'")
    # ruleid: py-sqli-tainted-query
    cur.execute("SELECT * FROM users WHERE name = '%s'" % name)
    # ruleid: py-sqli-tainted-query
    cur.execute("SELECT * FROM users WHERE name = '{}'".format(name))
    # ok: py-sqli-tainted-query
    cur.execute("SELECT * FROM users WHERE name = ?", (name,))
    query = "SELECT * FROM users WHERE name = ?"
    # ok: py-sqli-tainted-query
    cur.execute(query, [name])
    return "ok"


@app.route("/orders")
def orders():
    conn = sqlite3.connect("app.db")
    # %d only formats numbers: a string raises before any query runs.
    # ok: py-sqli-tainted-query
    conn.execute("SELECT * FROM orders WHERE id = %d" % request.args["id"])
    order_id = int(request.args["id"])
    # ok: py-sqli-tainted-query
    conn.execute("SELECT * FROM orders WHERE id = " + str(order_id))
    # ok: py-sqli-tainted-query
    conn.execute("SELECT * FROM orders WHERE id = " + str(len(request.args["id"])))
    sort = request.args.get("sort")
    if sort in ("created", "total"):
        # ok: py-sqli-tainted-query
        conn.execute("SELECT * FROM orders ORDER BY " + sort)
    settings = {"table": "orders", "filter": request.args.get("filter")}
    # ok: py-sqli-tainted-query
    conn.execute("SELECT count(*) FROM " + settings["table"])
    # ruleid: py-sqli-tainted-query
    conn.execute("SELECT * FROM orders WHERE " + settings["filter"])
    debug = False
    if debug:
        # ok: py-sqli-tainted-query
        conn.execute("SELECT * FROM orders WHERE note = '" + request.args["note"] + "'")
    return "ok"


def find_by_email(cursor, email):
    # ruleid: py-sqli-tainted-query (the sink inside the helper; each call that passes request data is reported too)
    cursor.execute("SELECT id FROM users WHERE email = '%s'" % email)
    return cursor.fetchone()


@app.post("/lookup")
def lookup():
    pg = psycopg2.connect("dbname=app")
    cursor = pg.cursor()
    # ruleid: py-sqli-tainted-query
    find_by_email(cursor, request.form["email"])
    # ok: py-sqli-tainted-query
    cursor.execute("SELECT id FROM users WHERE email = %s", (request.form["email"],))
    return "ok"


@app.route("/report")
def report():
    region = request.args["region"]
    with engine.connect() as db:
        # ruleid: py-sqli-tainted-query
        db.execute(text("SELECT * FROM sales WHERE region = '" + region + "'"))
        # ok: py-sqli-tainted-query
        db.execute(text("SELECT * FROM sales WHERE region = :region"), {"region": region})
    return "ok"


def profile(request: HttpRequest):
    username = request.GET.get("username", "")
    # ruleid: py-sqli-tainted-query
    people = User.objects.raw("SELECT * FROM app_user WHERE username = '%s'" % username)
    # ok: py-sqli-tainted-query
    same = User.objects.raw("SELECT * FROM app_user WHERE username = %s", [username])
    # The ORM binds values itself.
    # ok: py-sqli-tainted-query
    exact = User.objects.filter(username=username).first()
    # ruleid: py-sqli-tainted-query
    loose = User.objects.extra(where=["username LIKE '%%%s%%'" % username])
    # ok: py-sqli-tainted-query
    bound = User.objects.extra(where=["username LIKE %s"], params=[username])
    with connection.cursor() as cursor:
        # ruleid: py-sqli-tainted-query
        cursor.execute("UPDATE app_user SET seen = 1 WHERE username = '" + username + "'")
        # ok: py-sqli-tainted-query
        cursor.execute("UPDATE app_user SET seen = 1 WHERE username = %s", [username])
    return HttpResponse(str(len(list(people)) + len(list(same)) + len([exact, loose, bound])))


@api.get("/items")
def items(q: str, limit: int = 10):
    conn = sqlite3.connect("app.db")
    # ruleid: py-sqli-tainted-query
    conn.execute("SELECT * FROM items WHERE title LIKE '%" + q + "%'")
    # ok: py-sqli-tainted-query
    conn.execute("SELECT * FROM items LIMIT " + str(limit))
    return []


def get_session():
    return Session(engine)


@api.get("/search")
def search(term: str, session: Session = Depends(get_session)):
    # ruleid: py-sqli-tainted-query
    session.execute(text(f"SELECT * FROM products WHERE name LIKE '%{term}%'"))
    # ok: py-sqli-tainted-query
    session.execute(text("SELECT * FROM products WHERE name LIKE :pattern"), {"pattern": "%" + term + "%"})
    return []


@app.route("/legacy")
def legacy():
    # ruleid: py-sqli-tainted-query
    orm.session.execute("DELETE FROM carts WHERE owner = '" + request.args["owner"] + "'")
    # ok: py-sqli-tainted-query
    orm.session.execute(text("DELETE FROM carts WHERE owner = :owner"), {"owner": request.args["owner"]})
    return "ok"


@api.middleware("http")
async def audit(request: Request, call_next):
    response = await call_next(request)
    conn = sqlite3.connect("audit.db")
    # Middleware parameters are framework objects, not request fields.
    # ok: py-sqli-tainted-query
    conn.execute("INSERT INTO audit(status) VALUES ('" + str(call_next) + str(response.status_code) + "')")
    # ruleid: py-sqli-tainted-query
    conn.execute("INSERT INTO audit(q) VALUES ('" + request.query_params.get("q", "") + "')")
    return response


TABLE = "products"


@app.route("/products")
def products():
    ids = request.args.getlist("id")
    conn = sqlite3.connect("app.db")
    # Placeholders built from the number of values; the values are bound.
    # ok: py-sqli-tainted-query
    conn.execute("SELECT * FROM products WHERE id IN (%s)" % ",".join("?" * len(ids)), ids)
    # ok: py-sqli-tainted-query
    conn.execute(f"SELECT * FROM {TABLE} WHERE id = ?", (ids[0],))
    query = "SELECT * FROM products WHERE 1 = 1"
    params = []
    name = request.args.get("name")
    if name:
        query += " AND name = ?"
        params.append(name)
    # ok: py-sqli-tainted-query
    conn.execute(query, params)
    if request.args.get("sort"):
        # ruleid: py-sqli-tainted-query
        query += " ORDER BY " + request.args["sort"]
    # ruleid: py-sqli-tainted-query
    conn.execute(query, params)
    return "ok"


class InvoiceViewSet(viewsets.ViewSet):
    def list(self, request):
        with connection.cursor() as cursor:
            # ruleid: py-sqli-tainted-query
            cursor.execute("SELECT * FROM invoices WHERE customer = '" + request.query_params["customer"] + "'")
            # ok: py-sqli-tainted-query
            cursor.execute("SELECT * FROM invoices WHERE customer = %s", [request.query_params["customer"]])
        return Response([])


@app.route("/posts/<int:post_id>")
def show_post(post_id):
    conn = sqlite3.connect("app.db")
    # Werkzeug's int converter only lets digits through (route-converters.ts).
    # ok: py-sqli-tainted-query
    conn.execute("SELECT * FROM posts WHERE id = " + str(post_id))
    return "ok"


@app.route("/posts/<int:post_id>/<slug>")
def show_post_slug(post_id, slug):
    conn = sqlite3.connect("app.db")
    # A string segment beside an int one is still text the client chose.
    # ruleid: py-sqli-tainted-query
    conn.execute("SELECT * FROM posts WHERE id = %d AND slug = '%s'" % (post_id, slug))
    # The same values read back from request.view_args: the int one is a number, the other text.
    # ok: py-sqli-tainted-query
    conn.execute("SELECT * FROM posts WHERE id = " + str(request.view_args["post_id"]))
    # ok: py-sqli-tainted-query
    conn.execute("SELECT * FROM posts WHERE id = %s" % request.view_args.get("post_id"))
    # ruleid: py-sqli-tainted-query
    conn.execute("SELECT * FROM posts WHERE slug = '" + request.view_args["slug"] + "'")
    return "ok"


@app.route("/members")
def members():
    from sqlalchemy import select

    name = request.args.get("name", "")
    # A statement of the expression language binds its values.
    # ok: py-sqli-tainted-query
    found = orm.session.execute(orm.select(Account).filter_by(name=name)).scalars().all()
    # ok: py-sqli-tainted-query
    more = orm.session.execute(select(Account).where(Account.name == name).limit(5)).all()
    # ruleid: py-sqli-tainted-query
    raw = orm.session.execute(f"SELECT * FROM account WHERE name = '{name}'").all()
    return {"found": len(found), "more": len(more), "raw": len(raw)}


class Account(orm.Model):
    id = orm.Column(orm.Integer, primary_key=True)
    name = orm.Column(orm.String)
