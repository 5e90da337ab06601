from lxml import etree
from flask import Flask, request

app = Flask(__name__)

XML = b"<users><user><name>alice</name><role>admin</role></user></users>"


@app.route("/bench/xpathi-02", methods=["POST"])
def bench_xpathi_02():
    name = request.form.get("name", "")
    query = "/users/user[name='%s']/role" % name
    root = etree.fromstring(XML)
    find = etree.XPath(query)
    return ",".join(r.text for r in find(root))
