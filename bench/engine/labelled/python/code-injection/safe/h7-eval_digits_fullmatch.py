import re

from flask import Flask, jsonify, request

app = Flask(__name__)

SUM_PATTERN = re.compile(r"\d{1,6}(\s*[+-]\s*\d{1,6}){0,10}")


@app.get("/quick-sum")
def quick_sum():
    expr = request.args.get("q", "0")
    if not SUM_PATTERN.fullmatch(expr):
        return jsonify(error="only additions and subtractions"), 400
    value = eval(expr, {"__builtins__": {}}, {})
    return jsonify(q=expr, value=value)
