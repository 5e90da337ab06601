from flask import Flask, request
from lxml import etree

app = Flask(__name__)
TREE = etree.parse("catalog.xml")


@app.route("/book")
def book():
    isbn = request.args.get("isbn", "")
    nodes = TREE.xpath("//book[@isbn='{}']/title/text()".format(isbn))
    return {"titles": [str(n) for n in nodes]}
