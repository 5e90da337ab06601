import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/images/resize")
def resize_image():
    src = request.form["source"]
    width = request.form.get("width", "640")
    parts = ["convert", src, "-resize", width + "x", "/tmp/out.png"]
    command = " ".join(parts)
    proc = subprocess.run(command, shell=True, capture_output=True, text=True)
    return jsonify(code=proc.returncode, err=proc.stderr[-200:])
