import json

from flask import Flask, request

app = Flask(__name__)


class CartCodec:
    @staticmethod
    def load(raw):
        return json.loads(raw)


@app.route("/cart", methods=["PUT"])
def cart():
    cart = CartCodec.load(request.get_data())
    return {"items": len(cart)}
