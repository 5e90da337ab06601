import sqlite3

from flask import Flask
from flask_restx import Api, Namespace, Resource, inputs, reqparse

app = Flask(__name__)
api = Api(app)
ns = Namespace("stock")
api.add_namespace(ns, path="/stock")
db = sqlite3.connect("stock.db")
SORTS = ("name", "quantity")

listing = reqparse.RequestParser()
listing.add_argument("limit", type=int, default=20, location="args")
listing.add_argument("sort", type=str, choices=SORTS, location="args")
listing.add_argument("since", type=inputs.date, location="args")
listing.add_argument("category", type=str, location="args")


@ns.route("/")
class Items(Resource):
    def get(self):
        args = listing.parse_args()
        # ok: py-sqli-tainted-query
        db.execute("SELECT * FROM item ORDER BY %s LIMIT %d" % (args["sort"], args["limit"]))
        # ok: py-sqli-tainted-query
        db.execute("SELECT * FROM item WHERE added > '%s'" % args["since"])
        # ruleid: py-sqli-tainted-query
        return db.execute("SELECT * FROM item WHERE category = '%s'" % args["category"]).fetchall()

    def put(self):
        # Flask-RESTX `ns.payload` is the JSON body.
        # ruleid: py-sqli-tainted-query
        db.execute("UPDATE item SET name = '%s' WHERE id = 1" % ns.payload["name"])
        # ruleid: py-sqli-tainted-query
        db.execute("UPDATE item SET unit = '%s' WHERE id = 1" % api.payload.get("unit"))
        return {"updated": True}
