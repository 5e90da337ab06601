from lxml import etree
from flask import Flask, request

app = Flask(__name__)
DOC = etree.parse("data/users.xml")


@app.route("/user")
def user():
    name = request.args.get("name")
    nodes = DOC.xpath("//user[name/text()='" + name + "']/email/text()")
    return {"emails": [str(n) for n in nodes]}
