import yaml
from flask import Blueprint, jsonify, request

pipelines = Blueprint("pipelines", __name__)


@pipelines.route("/pipelines/import", methods=["POST"])
def import_pipeline():
    upload = request.files.get("definition")
    if upload is None:
        return jsonify(error="missing file"), 400
    definition = yaml.load(upload.stream, Loader=yaml.Loader)
    steps = definition.get("steps", [])
    return jsonify(name=definition.get("name"), steps=len(steps))
