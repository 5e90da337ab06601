from lxml import etree
from flask import Flask, request

app = Flask(__name__)


@app.post("/invoice")
def invoice():
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    doc = etree.fromstring(request.data, parser)
    return {"total": doc.findtext("total")}
