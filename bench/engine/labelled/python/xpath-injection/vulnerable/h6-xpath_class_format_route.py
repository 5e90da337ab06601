from flask import Flask, jsonify
from lxml import etree


class InventoryStore:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def by_sku(self, sku):
        expr = "/inventory/item[sku='{}']/quantity/text()".format(sku)
        return self.tree.xpath(expr)


store = InventoryStore("/srv/data/inventory.xml")
app = Flask(__name__)


@app.route("/inventory/<sku>")
def quantity(sku):
    result = store.by_sku(sku)
    return jsonify(sku=sku, quantity=int(result[0]) if result else 0)
