from lxml import etree
from flask import Flask, request

app = Flask(__name__)


@app.post("/invoice")
def invoice():
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    doc = etree.fromstring(request.data, parser)
    return {"total": doc.findtext("total")}
