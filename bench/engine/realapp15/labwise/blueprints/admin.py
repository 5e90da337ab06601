import subprocess

from flask import Blueprint, jsonify, render_template, request
from flask_login import login_required

from ..decorators import role_required
from ..services import import_service
from ..utils.shell import run_command, run_program

bp = Blueprint("admin", __name__)

ANALYSERS = {"chem1": "10.20.0.11", "heme1": "10.20.0.12", "coag1": "10.20.0.13"}


@bp.before_request
@login_required
@role_required("admin")
def guard():
    return None


@bp.route("/analysers/<name>/ping")
def ping_analyser(name):
    address = ANALYSERS.get(name)
    if address is None:
        return jsonify(error="unknown analyser"), 404
    result = run_command(f"ping -c 2 -W 1 {address}")
    return jsonify(ok=result.returncode == 0)


@bp.route("/network/trace")
def trace():
    host = request.args["host"]
    result = subprocess.run("traceroute -m 8 " + host, shell=True, capture_output=True, text=True, timeout=30)
    return render_template("trace.html", output=result.stdout)


@bp.route("/network/lookup")
def lookup():
    host = request.args["host"]
    result = run_program(["nslookup", host])
    return render_template("trace.html", output=result.stdout)


@bp.route("/imports/analyser", methods=["POST"])
def import_analyser():
    patient_id = request.form.get("patient_id", type=int)
    upload = request.files["export"]
    created = import_service.import_analyser_file(patient_id, upload.read())
    return jsonify(imported=len(created))


@bp.route("/imports/order", methods=["POST"])
def import_order():
    number = import_service.import_order(request.get_data())
    return jsonify(order=number)


@bp.route("/panels", methods=["POST"])
def upload_panel():
    definition = import_service.load_panel_definition(request.files["panel"].read())
    return jsonify(tests=len(definition.get("tests", [])))


@bp.route("/reference-table", methods=["POST"])
def upload_reference_table():
    table = import_service.load_reference_table(request.get_data(as_text=True))
    return jsonify(rows=len(table))
