import hashlib
import hmac

from flask import Flask, abort, g, request, session

app = Flask(__name__)


def check_login():
    name = request.form["username"]
    row = g.db.execute("SELECT id, pw FROM users WHERE name = ?", (name,)).fetchone()
    if row is None:
        abort(401)
    attempt = hashlib.new("md5", request.form["password"].encode()).hexdigest()
    if not hmac.compare_digest(attempt, row[1]):
        abort(401)
    session["uid"] = row[0]
    return {"ok": True}


app.add_url_rule("/login", view_func=check_login, methods=["POST"])
