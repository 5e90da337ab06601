import xml.etree.ElementTree as ET

from flask import Blueprint, request

books = Blueprint("books", __name__)
ROOT = ET.parse("/srv/data/catalog.xml").getroot()


@books.post("/books/find")
def find_book():
    isbn = request.get_json()["query"]["isbn"]
    node = ROOT.find(".//book[@isbn='{}']".format(isbn))
    return {"title": node.findtext("title") if node is not None else None}
