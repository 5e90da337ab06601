import re
import xml.etree.ElementTree as ET

from flask import Blueprint, abort, jsonify, request

library = Blueprint("library", __name__)
CATALOG = ET.parse("data/catalog.xml").getroot()
AUTHOR_RE = re.compile(r"^[A-Za-z][A-Za-z .-]{0,63}$")


@library.get("/books")
def books_by_author():
    author = request.args.get("author", "")
    if not AUTHOR_RE.fullmatch(author):
        abort(400)
    found = CATALOG.findall(f".//book[@author='{author}']")
    return jsonify([b.findtext("title") for b in found])
