import xml.etree.ElementTree as ET

from flask import Flask, jsonify, request

app = Flask(__name__)
CATALOG = ET.parse("catalog.xml").getroot()


@app.get("/books")
def books():
    author = request.args.get("author", "")
    path = ".//book[@author='%s']" % author
    titles = [b.findtext("title") for b in CATALOG.findall(path)]
    return jsonify(titles=titles)
