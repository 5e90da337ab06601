import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)


@app.route("/users")
def users():
    name = request.args.get("name", "")
    conn = sqlite3.connect("app.db")
    rows = conn.execute("SELECT id, name FROM users WHERE name = '%s'" % name).fetchall()
    return jsonify(rows)
