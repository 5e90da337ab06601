import hashlib
import hmac

from flask import Flask, request, session, abort

app = Flask(__name__)
USERS = {"alice": "2aae6c35c94fcfb415dbe95f408b9ce91ee846ed"}


@app.route("/login", methods=["POST"])
def login():
    username = request.form["username"]
    digest = hashlib.new("sha1", request.form["password"].encode()).hexdigest()
    expected = USERS.get(username, "")
    if not hmac.compare_digest(digest, expected):
        abort(401)
    session["user"] = username
    return {"ok": True}
