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
