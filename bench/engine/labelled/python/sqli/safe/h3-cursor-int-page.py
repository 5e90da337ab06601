import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/posts")
def posts():
    page = int(request.args.get("page", "0"))
    conn = sqlite3.connect("/srv/app/app.db")
    rows = conn.execute("SELECT id FROM posts ORDER BY id LIMIT 20 OFFSET " + str(page * 20)).fetchall()
    return {"ids": [r[0] for r in rows]}
