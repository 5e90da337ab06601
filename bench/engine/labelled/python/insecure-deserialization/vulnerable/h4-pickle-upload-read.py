import pickle

from flask import Blueprint, request

models = Blueprint("models", __name__)


@models.route("/models/import", methods=["POST"])
def import_model():
    blob = request.files["model"].read()
    model = pickle.loads(blob)
    return {"type": type(model).__name__}
