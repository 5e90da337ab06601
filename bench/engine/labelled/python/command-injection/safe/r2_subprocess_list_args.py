import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.route("/ping")
def ping():
    host = request.args.get("host", "localhost")
    proc = subprocess.run(["ping", "-c", "1", host], capture_output=True, text=True, timeout=5)
    return {"ok": proc.returncode == 0}
