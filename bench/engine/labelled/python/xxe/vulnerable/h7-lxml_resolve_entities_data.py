from lxml import etree

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/invoices/import")
def import_invoice():
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(request.data, parser)
    total = root.findtext("total")
    return jsonify(total=total)
