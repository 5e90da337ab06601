from flask import Flask, request
from lxml import etree

app = Flask(__name__)
QUERY = etree.XPath("sum(//item[@sku=$sku]/qty)")


def stock_level(doc, sku):
    return QUERY(doc, sku=sku)


def inventory():
    doc = etree.parse("/srv/data/inventory.xml")
    return {"qty": stock_level(doc, request.cookies.get("last_sku", ""))}


app.add_url_rule("/inventory", view_func=inventory)
