import bcrypt
from flask import Flask, g, request
from flask.views import MethodView

app = Flask(__name__)


class Register(MethodView):
    def post(self):
        user = request.form["username"]
        digest = bcrypt.hashpw(request.form["password"].encode("utf-8"), bcrypt.gensalt(rounds=12))
        g.db.execute("INSERT INTO users (username, password_hash) VALUES (?, ?)", (user, digest))
        return {"created": user}, 201


app.add_url_rule("/register", view_func=Register.as_view("register"))
