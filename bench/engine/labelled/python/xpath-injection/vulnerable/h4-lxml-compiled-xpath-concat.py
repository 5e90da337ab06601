from flask import Flask, request
from lxml import etree

app = Flask(__name__)


def stock_level(doc, sku):
    query = etree.XPath("sum(//item[@sku='" + sku + "']/qty)")
    return query(doc)


def inventory():
    doc = etree.parse("/srv/data/inventory.xml")
    return {"qty": stock_level(doc, request.cookies.get("last_sku", ""))}


app.add_url_rule("/inventory", view_func=inventory)
