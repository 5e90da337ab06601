from defusedxml import ElementTree as SafeET
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/import/orders")
def import_orders():
    root = SafeET.fromstring(request.data)
    orders = [
        {"id": o.get("id"), "total": o.findtext("total")}
        for o in root.iter("order")
    ]
    return jsonify(imported=len(orders), orders=orders)
