from lxml import etree

from flask import Flask, jsonify, request

app = Flask(__name__)
USERS = etree.parse("users.xml")


@app.post("/xml-login")
def xml_login():
    user = request.form.get("user", "")
    pw = request.form.get("password", "")
    matches = USERS.xpath("//user[name/text()=$u and password/text()=$p]", u=user, p=pw)
    return jsonify(ok=bool(matches))
