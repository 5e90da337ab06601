from flask import Flask, redirect, request
from flask.views import MethodView

app = Flask(__name__)


class Checkout(MethodView):
    def post(self):
        order = request.get_json(silent=True) or {}
        callback = order.get("urls", {}).get("success")
        return redirect(callback or "/orders")


app.add_url_rule("/checkout", view_func=Checkout.as_view("checkout"))
