import yaml

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/pipelines/validate")
def validate_pipeline():
    text = request.get_data(as_text=True)
    spec = yaml.load(text, Loader=yaml.Loader)
    stages = spec.get("stages", []) if isinstance(spec, dict) else []
    return jsonify(valid=bool(stages), stages=len(stages))
