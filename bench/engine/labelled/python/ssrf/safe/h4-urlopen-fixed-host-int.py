import json
import urllib.request

from flask import Flask, request

app = Flask(__name__)


def node_status():
    node = request.args.get("node", 0, type=int)
    with urllib.request.urlopen(f"http://127.0.0.1:9100/nodes/{node}/status", timeout=3) as resp:
        return json.loads(resp.read())


app.add_url_rule("/cluster/status", view_func=node_status)
