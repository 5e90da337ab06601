from defusedxml import ElementTree as SafeET

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/feeds/upload")
def upload_feed():
    tree = SafeET.parse(request.files["feed"].stream)
    entries = tree.getroot().findall("entry")
    return jsonify(entries=len(entries))
