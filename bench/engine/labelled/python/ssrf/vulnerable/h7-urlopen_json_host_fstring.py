from urllib.request import urlopen

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/nodes/health")
def node_health():
    node = request.get_json()
    host = node["host"]
    port = int(node.get("port", 8080))
    with urlopen(f"http://{host}:{port}/healthz", timeout=3) as resp:
        healthy = resp.status == 200
    return jsonify(host=host, healthy=healthy)
