from flask import Blueprint, jsonify, request

calc = Blueprint("calc", __name__)


@calc.route("/calc")
def evaluate():
    expression = request.args.get("expr", "0")
    try:
        value = eval(expression, {"__builtins__": {}}, {})
    except Exception as exc:  # noqa: BLE001
        return jsonify(error=str(exc)), 400
    return jsonify(expr=expression, value=value)
