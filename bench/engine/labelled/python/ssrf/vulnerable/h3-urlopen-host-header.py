from urllib.request import urlopen

from flask import Flask, request

app = Flask(__name__)


@app.route("/health")
def health():
    backend = request.headers.get("X-Backend", "127.0.0.1:8081")
    with urlopen("http://%s/health" % backend, timeout=2) as r:
        return {"status": r.status}
