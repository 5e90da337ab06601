import xml.etree.ElementTree as ET
from flask import Blueprint, request

inv = Blueprint("inventory", __name__)
TREE = ET.parse("/srv/data/inventory.xml")


@inv.route("/inventory/<sku>")
def item(sku):
    node = TREE.getroot().find(f".//item[@sku='{sku}']")
    return {"qty": node.get("qty") if node is not None else 0}
