import json
import urllib.request

from flask import Flask, request

app = Flask(__name__)


def node_status():
    node = request.args.get("node", "127.0.0.1:9100")
    with urllib.request.urlopen(f"http://{node}/status", timeout=3) as resp:
        return json.loads(resp.read())


app.add_url_rule("/cluster/status", view_func=node_status)
