from lxml import etree

from flask import Flask, jsonify, request

app = Flask(__name__)

SAFE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


@app.post("/invoices/import")
def import_invoice():
    root = etree.fromstring(request.data, SAFE_PARSER)
    total = root.findtext("total")
    return jsonify(total=total)
