from flask import Blueprint, request
from lxml import etree

imports = Blueprint("imports", __name__)


@imports.route("/import/xml", methods=["POST"])
def import_xml():
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    doc = etree.parse(request.files["feed"].stream, parser)
    return {"items": len(doc.findall(".//item"))}
