from lxml import etree

from flask import Blueprint, jsonify, request

inv = Blueprint("inventory", __name__)
DOC = etree.parse("inventory.xml")


def sku_query(sku):
    return etree.XPath("//item[@sku='" + sku + "']/qty/text()")


@inv.post("/stock")
def stock():
    sku = (request.get_json() or {}).get("sku", "")
    find = sku_query(sku)
    return jsonify(qty=find(DOC))
