import xml.etree.ElementTree as ET
from flask import Flask, request

app = Flask(__name__)
TREE = ET.parse("data/catalog.xml")


@app.get("/books")
def books():
    nodes = TREE.findall(f".//book[@genre='{request.args['genre']}']")
    return {"titles": [n.findtext("title") for n in nodes]}
