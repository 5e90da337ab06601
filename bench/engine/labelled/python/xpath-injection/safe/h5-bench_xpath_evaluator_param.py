from lxml import etree
from flask import Flask, request

app = Flask(__name__)

XML = b"<users><user><name>alice</name><role>admin</role></user></users>"


@app.route("/bench/xpathi-03", methods=["POST"])
def bench_xpathi_03():
    name = request.form.get("name", "")
    root = etree.fromstring(XML)
    find = etree.XPath("/users/user[name=$n]/role")
    return ",".join(r.text for r in find(root, n=name))
