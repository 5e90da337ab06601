from flask import Flask, request
from pymongo import MongoClient

app = Flask(__name__)
client = MongoClient("mongodb://localhost:27017")
db = client.get_database("shop")


@app.route("/users")
def users():
    name = request.args.get("name", "")
    # ruleid: py-nosql-injection
    client.shop.users.find({"$where": "this.name == '" + name + "'"})
    # A string from the query string is compared as a value; it cannot carry operators.
    # ok: py-nosql-injection
    client.shop.users.find({"name": name})
    # ruleid: py-nosql-injection
    db.users.find_one(request.get_json())
    # ok: py-nosql-injection
    db.users.find_one({"_id": int(request.args["id"])})
    # ruleid: py-nosql-injection
    db.orders.aggregate(request.get_json()["pipeline"])
    # ok: py-nosql-injection
    db.orders.aggregate([{"$match": {"status": "open"}}, {"$limit": 10}])
    body = request.get_json()
    # A JSON value may itself be an object such as {"$ne": null}; only $where is a sink field.
    # todoruleid: py-nosql-injection
    db.users.find_one({"name": body["name"], "password": body["password"]})
    # ok: py-nosql-injection
    db.users.find_one({"name": str(body["name"]), "password": str(body["password"])})
    return "ok"
