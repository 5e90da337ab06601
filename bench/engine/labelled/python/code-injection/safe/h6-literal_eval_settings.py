import ast

from flask import Blueprint, jsonify, request, session

prefs = Blueprint("prefs", __name__)


@prefs.route("/prefs", methods=["POST"])
def update_prefs():
    raw = request.form.get("value", "None")
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return jsonify(error="invalid literal"), 400
    if not isinstance(value, (int, float, str, bool, list)):
        return jsonify(error="unsupported type"), 400
    return jsonify(stored=value)
