import elementpath
from lxml import etree
from flask import Flask, request

app = Flask(__name__)
ROOT = etree.parse("data/library.xml").getroot()


@app.get("/loans")
def loans():
    member = request.args.get("member", "")
    found = elementpath.select(ROOT, "//loan[@member=$member]", variables={"member": member})
    return {"loans": [e.get("isbn") for e in found]}
