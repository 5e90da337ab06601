import yaml
from flask import Blueprint, request

config_bp = Blueprint("config", __name__)


@config_bp.route("/config/import", methods=["POST"])
def import_config():
    upload = request.files["config"]
    settings = yaml.load(upload.read(), Loader=yaml.Loader)
    return {"keys": sorted(settings)}
