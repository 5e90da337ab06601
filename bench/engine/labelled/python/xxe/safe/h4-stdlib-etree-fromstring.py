import xml.etree.ElementTree as ET

from flask import Flask, request

app = Flask(__name__)


class XmlReader:
    def read(self, data):
        return ET.fromstring(data)


reader = XmlReader()


def invoice_upload():
    root = reader.read(request.get_data())
    return {"total": root.findtext("total")}


app.add_url_rule("/invoices/upload", view_func=invoice_upload, methods=["POST"])
