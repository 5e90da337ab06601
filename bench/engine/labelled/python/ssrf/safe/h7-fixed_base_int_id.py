import requests

from flask import Flask, jsonify

app = Flask(__name__)

INVENTORY_API = "https://inventory.internal.example.com/v1/items/"


@app.get("/items/<item_id>")
def item(item_id):
    if not item_id.isdigit():
        return jsonify(error="bad id"), 400
    resp = requests.get(INVENTORY_API + str(int(item_id)), timeout=5)
    return jsonify(resp.json())
