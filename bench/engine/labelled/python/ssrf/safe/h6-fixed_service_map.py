import requests
from flask import Flask, abort, jsonify

app = Flask(__name__)

SERVICES = {
    "billing": "http://billing.internal:8000/healthz",
    "search": "http://search.internal:9200/_cluster/health",
    "auth": "http://auth.internal:7000/status",
}


@app.route("/admin/health/<service>")
def check_service(service):
    url = SERVICES.get(service)
    if url is None:
        abort(404)
    resp = requests.get(url, timeout=3)
    return jsonify(service=service, ok=resp.ok)
