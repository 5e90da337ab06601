from defusedxml import ElementTree
from flask import Flask, request

app = Flask(__name__)


@app.post("/feed")
def feed():
    tree = ElementTree.parse(request.files["feed"])
    return {"items": len(tree.findall(".//item"))}
