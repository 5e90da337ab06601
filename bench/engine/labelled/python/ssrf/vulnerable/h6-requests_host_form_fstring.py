import requests
from flask import Flask, render_template, request

app = Flask(__name__)


@app.route("/admin/health", methods=["POST"])
def check_node():
    host = request.form["node"]
    port = request.form.get("port", "8080")
    session = requests.Session()
    resp = session.get(f"http://{host}:{port}/healthz", timeout=3)
    return render_template("health.html", node=host, ok=resp.ok, body=resp.text[:500])
