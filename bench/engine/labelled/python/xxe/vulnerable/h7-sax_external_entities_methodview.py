import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from flask import Flask, jsonify, request
from flask.views import MethodView


class NameCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.names = []
        self._in_name = False

    def startElement(self, tag, attrs):
        self._in_name = tag == "name"

    def characters(self, content):
        if self._in_name:
            self.names.append(content)


class ContactsImport(MethodView):
    def post(self):
        handler = NameCollector()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, True)
        parser.setContentHandler(handler)
        parser.parse(request.files["contacts"].stream)
        return jsonify(names=handler.names)


app = Flask(__name__)
app.add_url_rule("/contacts/import", view_func=ContactsImport.as_view("contacts_import"))
