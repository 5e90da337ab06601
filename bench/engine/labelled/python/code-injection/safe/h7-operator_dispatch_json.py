import operator

from flask import Blueprint, jsonify, request

calc = Blueprint("calc", __name__)

OPS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
}


@calc.post("/apply")
def apply_op():
    data = request.get_json() or {}
    op_name = data.get("op")
    if op_name not in OPS:
        return jsonify(error="unknown op"), 400
    try:
        left = float(data.get("a", 0))
        right = float(data.get("b", 0))
    except (TypeError, ValueError):
        return jsonify(error="numbers only"), 400
    return jsonify(result=OPS[op_name](left, right))
