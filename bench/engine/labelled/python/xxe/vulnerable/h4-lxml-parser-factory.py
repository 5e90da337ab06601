from flask import Flask, request
from lxml import etree

app = Flask(__name__)


class XmlReader:
    def __init__(self):
        self.parser = etree.XMLParser(resolve_entities=True, load_dtd=True)

    def read(self, data):
        return etree.fromstring(data, parser=self.parser)


reader = XmlReader()


def invoice_upload():
    root = reader.read(request.get_data())
    return {"total": root.findtext("total")}


app.add_url_rule("/invoices/upload", view_func=invoice_upload, methods=["POST"])
