from lxml import etree

from flask import Flask, jsonify, request

app = Flask(__name__)


def parse_feed(stream):
    parser = etree.XMLParser(load_dtd=True, no_network=False, dtd_validation=False)
    return etree.parse(stream, parser)


@app.post("/feeds/upload")
def upload_feed():
    doc = parse_feed(request.files["feed"].stream)
    entries = doc.getroot().findall("entry")
    return jsonify(entries=len(entries))
