import xml.sax
from xml.sax.handler import feature_external_ges

from flask import Flask, request
from flask.views import MethodView

app = Flask(__name__)


class Counter(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        self.count += 1


class Upload(MethodView):
    def post(self):
        handler = Counter()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, True)
        parser.setContentHandler(handler)
        parser.parse(request.stream)
        return {"elements": handler.count}


app.add_url_rule("/upload", view_func=Upload.as_view("upload"))
