import elementpath
from lxml import etree
from flask import Flask, request

app = Flask(__name__)
ROOT = etree.parse("data/library.xml").getroot()


@app.get("/loans")
def loans():
    member = request.args.get("member", "")
    return {"loans": [e.get("isbn") for e in elementpath.select(ROOT, "//loan[@member='" + member + "']")]}
