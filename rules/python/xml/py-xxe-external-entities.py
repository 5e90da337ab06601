from lxml import etree
from flask import Flask, request

app = Flask(__name__)
RESOLVING = etree.XMLParser(resolve_entities=True)


@app.route("/import", methods=["POST"])
def import_xml():
    body = request.get_data()
    unsafe = etree.XMLParser(resolve_entities=True)
    # ruleid: py-xxe-external-entities
    doc = etree.fromstring(body, unsafe)
    networked = etree.XMLParser(no_network=False, load_dtd=True)
    # ruleid: py-xxe-external-entities
    tree = etree.parse(request.files["doc"], parser=networked)
    # ruleid: py-xxe-external-entities
    shared = etree.XML(body, RESOLVING)
    hardened = etree.XMLParser(resolve_entities=False, no_network=True)
    # ok: py-xxe-external-entities
    safe = etree.fromstring(body, hardened)
    # ok: py-xxe-external-entities
    default = etree.fromstring(body, etree.XMLParser(remove_blank_text=True))
    # The resolving parser reading the program's own file: nobody outside wrote it.
    # ok: py-xxe-external-entities
    bundled = etree.parse("/srv/app/schema.xml", unsafe)
    # ok: py-xxe-external-entities
    fixed = etree.fromstring(b"<a/>", unsafe)
    return str((doc, tree, shared, safe, default, bundled, fixed))
