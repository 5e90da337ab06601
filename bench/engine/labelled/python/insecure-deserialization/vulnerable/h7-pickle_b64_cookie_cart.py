import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


def load_cart():
    blob = request.cookies.get("cart")
    if not blob:
        return []
    return pickle.loads(base64.urlsafe_b64decode(blob))


@app.get("/cart")
def show_cart():
    items = load_cart()
    return jsonify(count=len(items), items=[str(i) for i in items])
