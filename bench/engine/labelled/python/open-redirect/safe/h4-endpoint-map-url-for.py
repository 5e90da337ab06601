from flask import Flask, redirect, request, url_for
from flask.views import MethodView

app = Flask(__name__)

DESTINATIONS = {"orders": "orders", "home": "index"}


class Checkout(MethodView):
    def post(self):
        order = request.get_json(silent=True) or {}
        endpoint = DESTINATIONS.get(order.get("after", "home"), "index")
        return redirect(url_for(endpoint))


def index():
    return "home"


def orders():
    return "orders"


app.add_url_rule("/", view_func=index)
app.add_url_rule("/orders", view_func=orders)
app.add_url_rule("/checkout", view_func=Checkout.as_view("checkout"))
