from flask import Flask, request
from lxml import etree

app = Flask(__name__)
TREE = etree.parse("catalog.xml")


@app.route("/book")
def book():
    nodes = TREE.xpath("//book[@isbn=$isbn]/title/text()", isbn=request.args.get("isbn", ""))
    return {"titles": [str(n) for n in nodes]}
