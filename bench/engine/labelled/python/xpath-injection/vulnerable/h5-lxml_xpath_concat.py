from lxml import etree
from flask import Flask, request

app = Flask(__name__)
CATALOG = etree.parse("/srv/data/catalog.xml")


@app.route("/catalog/find")
def find_book():
    title = request.args.get("title", "")
    nodes = CATALOG.xpath("//book[title='" + title + "']/price/text()")
    return {"prices": [str(n) for n in nodes]}
