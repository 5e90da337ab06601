import json

from flask import Flask, make_response, request
from flask.views import MethodView


class CartView(MethodView):
    def post(self):
        cart = json.loads(request.cookies.get("cart", "[]"))
        cart.append({"sku": request.form["sku"], "qty": int(request.form.get("qty", 1))})
        resp = make_response({"items": len(cart)})
        resp.set_cookie("cart", json.dumps(cart), samesite="None")
        return resp


app = Flask(__name__)
app.add_url_rule("/cart", view_func=CartView.as_view("cart"))
