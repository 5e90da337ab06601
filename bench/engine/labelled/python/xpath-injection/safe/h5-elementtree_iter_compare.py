import xml.etree.ElementTree as ET
from flask import Blueprint, request

inv = Blueprint("inventory", __name__)
TREE = ET.parse("/srv/data/inventory.xml")


@inv.route("/inventory/<sku>")
def item(sku):
    for node in TREE.getroot().iter("item"):
        if node.get("sku") == sku:
            return {"qty": node.get("qty")}
    return {"qty": 0}
