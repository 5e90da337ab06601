import xml.etree.ElementTree as ET

from flask import Blueprint, jsonify, request

library = Blueprint("library", __name__)
CATALOG = ET.parse("data/catalog.xml").getroot()


@library.get("/books")
def books_by_author():
    author = request.args.get("author", "")
    found = CATALOG.findall(f".//book[@author='{author}']")
    return jsonify([b.findtext("title") for b in found])
