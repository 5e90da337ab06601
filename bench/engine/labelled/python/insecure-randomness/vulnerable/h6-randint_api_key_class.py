import hashlib
import random

from flask import Flask, jsonify
from flask.views import MethodView


class ApiKeyService:
    def __init__(self, store):
        self.store = store

    def issue(self, account_id):
        key = "%032x" % random.getrandbits(128)
        pin = str(random.randint(100000, 999999))
        self.store[account_id] = {"key": hashlib.sha256(key.encode()).hexdigest(), "pin": pin}
        return key, pin


class KeysView(MethodView):
    service = ApiKeyService({})

    def post(self, account_id):
        key, pin = self.service.issue(account_id)
        return jsonify(api_key=key, verification_pin=pin), 201


app = Flask(__name__)
app.add_url_rule("/accounts/<int:account_id>/keys", view_func=KeysView.as_view("keys"))
