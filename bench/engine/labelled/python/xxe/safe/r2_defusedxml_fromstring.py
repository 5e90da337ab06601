from flask import Flask, request
from defusedxml import ElementTree as ET

app = Flask(__name__)


@app.post("/feed")
def feed():
    root = ET.fromstring(request.get_data())
    return {"items": len(root.findall("item"))}
