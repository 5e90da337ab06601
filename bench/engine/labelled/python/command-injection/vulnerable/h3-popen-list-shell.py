import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/dns")
def dns():
    hosts = request.args.getlist("host")
    target = hosts[0] if hosts else "localhost"
    argv = ["sh", "-c"]
    argv.append("nslookup " + target)
    out = subprocess.run(argv, capture_output=True, text=True)
    return out.stdout, 200, {"Content-Type": "text/plain"}
