# webargs: `@use_args(argmap)` passes the parsed request to a Flask view as its first positional
# argument (or as `arg_name=`), `@use_kwargs(argmap)` passes each field as a keyword argument. The
# parameters are bound by no URL rule, yet they are request input as marshmallow loaded them:
# number and `OneOf` fields hold no text the client chose, plain string fields do. A Schema class or
# instance works as the argmap the same way.
import sqlite3

from flask import Flask
from marshmallow import Schema
from webargs import fields, validate
from webargs.flaskparser import parser, use_args, use_kwargs

app = Flask(__name__)
db = sqlite3.connect("club.db")

ride_args = {
    "level": fields.Str(validate=validate.OneOf(["easy", "brisk"])),
    "sort": fields.Str(load_default="date"),
    "page": fields.Int(load_default=1),
}


class TermSchema(Schema):
    term = fields.Str(required=True)
    limit = fields.Int(load_default=10)


@app.get("/rides")
@use_args(ride_args, location="query")
def rides(args):
    # ok: py-sqli-tainted-query
    db.execute(f"SELECT * FROM rides WHERE level = '{args['level']}' LIMIT 20 OFFSET {args['page'] * 20}")
    # ruleid: py-sqli-tainted-query
    db.execute(f"SELECT * FROM rides ORDER BY {args['sort']}")
    return "ok"


@app.get("/rides/search")
@use_kwargs({"q": fields.Str(required=True), "limit": fields.Int(load_default=10)}, location="query")
def search(q, limit):
    # ruleid: py-sqli-tainted-query
    db.execute("SELECT * FROM rides WHERE title LIKE '%" + q + "%'")
    # ok: py-sqli-tainted-query
    db.execute(f"SELECT * FROM rides LIMIT {limit}")
    return "ok"


@app.get("/rides/<int:ride_id>/terms")
@parser.use_args(TermSchema(), location="query")
def terms(args, ride_id):
    # ruleid: py-sqli-tainted-query
    db.execute(f"SELECT * FROM notes WHERE ride_id = {ride_id} AND body LIKE '%{args['term']}%'")
    # ok: py-sqli-tainted-query
    db.execute(f"SELECT * FROM notes WHERE ride_id = {ride_id} LIMIT {args['limit']}")
    return "ok"


@app.get("/rides/named")
@use_args(TermSchema, location="query", arg_name="query")
def named(query):
    # ruleid: py-sqli-tainted-query
    db.execute(f"SELECT * FROM rides WHERE title = '{query['term']}'")
    return "ok"
