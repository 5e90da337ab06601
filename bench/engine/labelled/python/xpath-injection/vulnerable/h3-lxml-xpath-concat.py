from flask import Flask, request
from lxml import etree

app = Flask(__name__)
STAFF = etree.parse("/srv/app/staff.xml")


@app.route("/salary")
def salary():
    name = request.args.get("name", "")
    expr = "/staff/employee[@name='" + name + "']/salary/text()"
    found = STAFF.xpath(expr)
    return {"found": bool(found)}
