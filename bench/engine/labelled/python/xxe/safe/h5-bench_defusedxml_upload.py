from defusedxml import ElementTree
from flask import Flask, request

app = Flask(__name__)


@app.route("/bench/xxe-05", methods=["POST"])
def bench_xxe_05():
    upload = request.files["doc"]
    tree = ElementTree.parse(upload.stream)
    return {"root": tree.getroot().tag}
