import subprocess
from flask import Blueprint, request

tools = Blueprint("tools", __name__)


@tools.route("/ping", methods=["POST"])
def ping():
    host = request.get_json()["host"]
    out = subprocess.check_output(f"ping -c 1 {host}", shell=True, text=True)
    return {"output": out}
