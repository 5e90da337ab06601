from lxml import etree
from flask import Flask, request

app = Flask(__name__)


@app.route("/import/xml", methods=["POST"])
def import_xml():
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    doc = etree.fromstring(request.data, parser)
    return {"root": doc.tag, "children": len(doc)}
