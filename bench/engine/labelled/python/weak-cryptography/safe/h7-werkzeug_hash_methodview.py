from flask import Flask, jsonify, request
from flask.views import MethodView
from werkzeug.security import check_password_hash, generate_password_hash

USERS = {}


class Account(MethodView):
    def post(self):
        user = request.json["user"]
        USERS[user] = generate_password_hash(request.json["password"])
        return jsonify(created=user), 201

    def put(self):
        user = request.json["user"]
        stored = USERS.get(user)
        ok = stored is not None and check_password_hash(stored, request.json["password"])
        return jsonify(ok=ok)


app = Flask(__name__)
app.add_url_rule("/account", view_func=Account.as_view("account"))
