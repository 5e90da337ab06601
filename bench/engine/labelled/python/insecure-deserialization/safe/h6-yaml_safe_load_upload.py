import yaml
from flask import Blueprint, jsonify, request

pipelines = Blueprint("pipelines", __name__)


@pipelines.route("/pipelines/import", methods=["POST"])
def import_pipeline():
    upload = request.files.get("definition")
    if upload is None:
        return jsonify(error="missing file"), 400
    definition = yaml.safe_load(upload.stream)
    if not isinstance(definition, dict):
        return jsonify(error="expected a mapping"), 400
    steps = definition.get("steps", [])
    return jsonify(name=definition.get("name"), steps=len(steps))
