from flask import Flask, request
from lxml import etree

app = Flask(__name__)
STAFF = etree.parse("/srv/app/staff.xml")


@app.route("/salary")
def salary():
    name = request.args.get("name", "")
    found = STAFF.xpath("/staff/employee[@name=$who]/salary/text()", who=name)
    return {"found": bool(found)}
