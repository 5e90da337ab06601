from urllib.request import urlopen
from flask import Flask, request

app = Flask(__name__)


@app.route("/bench/ssrf-06")
def bench_ssrf_06():
    host = request.args.get("host", "localhost")
    url = f"http://{host}/status"
    with urlopen(url, timeout=3) as r:
        return r.read()
