from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.post("/import/orders")
def import_orders():
    parser = etree.XMLParser(resolve_entities=True, no_network=False)
    root = etree.fromstring(request.data, parser)
    orders = [
        {"id": o.get("id"), "total": o.findtext("total")}
        for o in root.iter("order")
    ]
    return jsonify(imported=len(orders), orders=orders)
