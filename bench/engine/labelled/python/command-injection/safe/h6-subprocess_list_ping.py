import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/diag/ping")
def ping():
    host = request.args.get("host", "localhost")
    try:
        out = subprocess.check_output(
            ["ping", "-c", "2", "--", host], stderr=subprocess.STDOUT, timeout=10
        )
    except subprocess.CalledProcessError as exc:
        return jsonify(ok=False, output=exc.output.decode(errors="replace")), 502
    return jsonify(ok=True, output=out.decode(errors="replace"))
