import yaml

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/config/import")
def import_config():
    upload = request.files.get("config")
    if upload is None:
        return jsonify(error="no file"), 400
    data = yaml.safe_load(upload.read())
    if not isinstance(data, dict):
        return jsonify(error="mapping expected"), 400
    return jsonify(keys=sorted(data))
