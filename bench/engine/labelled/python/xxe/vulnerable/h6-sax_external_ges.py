import xml.sax
from io import BytesIO

from flask import Flask, request

app = Flask(__name__)


class CountHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0
        self.text = []

    def startElement(self, name, attrs):
        self.count += 1

    def characters(self, content):
        self.text.append(content)


@app.route("/xml/stats", methods=["POST"])
def xml_stats():
    handler = CountHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(BytesIO(request.get_data()))
    return {"elements": handler.count, "text": "".join(handler.text)[:200]}
