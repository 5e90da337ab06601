import requests
from flask import Flask, abort

app = Flask(__name__)
NODES = {"a": "10.0.0.11", "b": "10.0.0.12"}


@app.get("/health/<node>")
def health(node):
    host = NODES.get(node)
    if host is None:
        abort(404)
    r = requests.get("http://" + host + ":9000/health", timeout=2)
    return {"up": r.ok}
