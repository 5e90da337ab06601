import xml.sax
from flask import Flask, request

app = Flask(__name__)


class Counter(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        self.count += 1


@app.post("/count")
def count():
    handler = Counter()
    xml.sax.parseString(request.files["doc"].read(), handler)
    return {"elements": handler.count}
