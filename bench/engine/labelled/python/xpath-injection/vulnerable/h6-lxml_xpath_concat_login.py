from flask import Flask, abort, request
from lxml import etree

app = Flask(__name__)
USERS_DOC = etree.parse("/etc/app/users.xml")


@app.route("/api/login", methods=["POST"])
def login():
    user = request.form["user"]
    password = request.form["password"]
    query = "//account[username/text()='" + user + "' and password/text()='" + password + "']"
    matches = USERS_DOC.xpath(query)
    if not matches:
        abort(401)
    return {"role": matches[0].get("role")}
