import hashlib

from flask import Flask, g, request
from flask.views import MethodView

app = Flask(__name__)


class Register(MethodView):
    def post(self):
        user = request.form["username"]
        digest = hashlib.sha1(request.form["password"].encode("utf-8")).hexdigest()
        g.db.execute("INSERT INTO users (username, password_hash) VALUES (?, ?)", (user, digest))
        return {"created": user}, 201


app.add_url_rule("/register", view_func=Register.as_view("register"))
