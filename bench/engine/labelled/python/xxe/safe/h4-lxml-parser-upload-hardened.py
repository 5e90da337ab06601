from flask import Blueprint, request
from lxml import etree

imports = Blueprint("imports", __name__)


@imports.route("/import/xml", methods=["POST"])
def import_xml():
    parser = etree.XMLParser(load_dtd=False, resolve_entities=False, no_network=True)
    doc = etree.parse(request.files["feed"].stream, parser)
    return {"items": len(doc.findall(".//item"))}
