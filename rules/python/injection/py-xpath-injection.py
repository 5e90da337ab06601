from xml.etree import ElementTree

import elementpath
from flask import Flask, request
from lxml import etree

app = Flask(__name__)


@app.route("/user")
def find_user():
    name = request.args["name"]
    tree = etree.parse("/srv/data/users.xml")
    # ruleid: py-xpath-injection
    matches = tree.xpath("//user[name/text()='" + name + "']")
    # Input bound as an XPath variable, not part of the expression.
    # ok: py-xpath-injection
    bound = tree.xpath("//user[name/text()=$name]", name=name)
    # ruleid: py-xpath-injection
    finder = etree.XPath(f"//user[@id='{request.args['id']}']")
    # ok: py-xpath-injection
    fixed = etree.XPath("//user[@active='true']")
    return str((matches, bound, finder, fixed))



@app.route("/staff")
def staff():
    emp = request.args.get("id", "")
    root = ElementTree.parse("/srv/data/staff.xml").getroot()
    # ruleid: py-xpath-injection
    rows = elementpath.select(root, f"//employee[@id='{emp}']")
    # ruleid: py-xpath-injection
    found = root.findall(".//employee[@id='" + emp + "']")
    # ok: py-xpath-injection
    everyone = elementpath.select(root, "//employee")
    # Bound as a variable of the expression.
    # ok: py-xpath-injection
    bound = elementpath.select(root, "//employee[@id=$id]", variables={"id": emp})
    return str((rows, found, everyone, bound))
