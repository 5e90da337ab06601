import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/ping")
def ping():
    target = request.args.get("target", "127.0.0.1")
    count = request.args.get("count", "3")
    if not count.isdigit():
        return jsonify(error="count must be a number"), 400
    proc = subprocess.run(
        ["ping", "-c", count, "--", target],
        capture_output=True,
        text=True,
        timeout=10,
    )
    return jsonify(output=proc.stdout)
