import ast

from flask import Blueprint, jsonify, request

calc = Blueprint("calc", __name__)


def parse_value(text):
    return ast.literal_eval(text)


@calc.post("/parse")
def run():
    data = request.get_json()
    raw = data["sheet"]["cells"][0]["value"]
    return jsonify(result=parse_value(raw))
