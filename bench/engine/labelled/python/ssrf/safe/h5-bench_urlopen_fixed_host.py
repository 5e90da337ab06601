from urllib.parse import quote
from urllib.request import urlopen
from flask import Flask, request

app = Flask(__name__)


@app.route("/bench/ssrf-07")
def bench_ssrf_07():
    item = request.args.get("item", "1")
    url = "https://status.internal.example.com/items/" + quote(item, safe="")
    with urlopen(url, timeout=3) as r:
        return r.read()
