import xml.etree.ElementTree as ET
from flask import Flask, request

app = Flask(__name__)
TREE = ET.parse("data/catalog.xml")


@app.get("/books")
def books():
    genre = request.args.get("genre", "")
    nodes = [b for b in TREE.findall(".//book") if b.get("genre") == genre]
    return {"titles": [n.findtext("title") for n in nodes]}
