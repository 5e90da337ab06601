from urllib.request import urlopen
from flask import Flask, request

app = Flask(__name__)


@app.route("/health")
def health():
    host = request.args.get("host", "")
    with urlopen(f"http://{host}/status", timeout=3) as r:
        return r.read()
