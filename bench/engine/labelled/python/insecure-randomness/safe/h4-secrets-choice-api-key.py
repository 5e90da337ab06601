import secrets
import string

from flask import Flask, g
from flask.views import MethodView

app = Flask(__name__)
ALPHABET = string.ascii_letters + string.digits


class ApiKeys(MethodView):
    def post(self):
        key = "".join(secrets.choice(ALPHABET) for _ in range(40))
        g.db.execute("INSERT INTO api_keys (user_id, api_key) VALUES (?, ?)", (g.user_id, key))
        return {"api_key": key}, 201


app.add_url_rule("/api-keys", view_func=ApiKeys.as_view("api_keys"))
