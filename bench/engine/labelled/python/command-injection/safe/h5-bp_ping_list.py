import subprocess
from flask import Blueprint, request

tools = Blueprint("tools", __name__)


@tools.route("/ping", methods=["POST"])
def ping():
    host = request.get_json()["host"]
    out = subprocess.check_output(["ping", "-c", "1", host], text=True)
    return {"output": out}
