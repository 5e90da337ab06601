from flask import Blueprint, jsonify, request

calc = Blueprint("calc", __name__)


def evaluate(expression, variables):
    scope = {"__builtins__": {}}
    scope.update(variables)
    return eval(expression, scope)


@calc.post("/evaluate")
def run():
    data = request.get_json()
    formula = data["sheet"]["cells"][0]["formula"]
    return jsonify(result=evaluate(formula, {"x": 1, "y": 2}))
