import psycopg2
from flask import Flask, request, jsonify

app = Flask(__name__)


class Store:
    def __init__(self, dsn):
        self.dsn = dsn

    def by_owner(self, owner, limit):
        with psycopg2.connect(self.dsn) as conn:
            cur = conn.cursor()
            cur.execute("SELECT id, name FROM pets WHERE owner = %s LIMIT %s", (owner, limit))
            return cur.fetchall()


@app.route("/pets")
def pets():
    owner = request.args.get("owner", "")
    limit = min(int(request.args.get("limit", 20)), 100)
    return jsonify(Store("dbname=pets").by_owner(owner, limit))
