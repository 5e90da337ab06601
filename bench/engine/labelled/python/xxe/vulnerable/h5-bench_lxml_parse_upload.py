from lxml import etree
from flask import Flask, request

app = Flask(__name__)


def make_parser():
    return etree.XMLParser(load_dtd=True, resolve_entities=True)


@app.route("/bench/xxe-04", methods=["POST"])
def bench_xxe_04():
    upload = request.files["doc"]
    tree = etree.parse(upload.stream, make_parser())
    return etree.tostring(tree.getroot())
