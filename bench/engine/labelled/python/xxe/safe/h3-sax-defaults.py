import io
import xml.sax

from flask import Flask, request

app = Flask(__name__)


class Counter(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        self.count += 1


@app.route("/count", methods=["POST"])
def count():
    parser = xml.sax.make_parser()
    handler = Counter()
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(request.get_data()))
    return {"elements": handler.count}
