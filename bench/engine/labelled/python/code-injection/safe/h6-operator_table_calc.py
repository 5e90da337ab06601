import operator

from flask import Flask, jsonify, request

app = Flask(__name__)

OPS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "div": operator.truediv,
}


@app.get("/calc/<op>")
def calculate(op):
    fn = OPS.get(op)
    if fn is None:
        return jsonify(error="unknown operation"), 404
    a = float(request.args.get("a", 0))
    b = float(request.args.get("b", 0))
    try:
        return jsonify(result=fn(a, b))
    except ZeroDivisionError:
        return jsonify(error="division by zero"), 400
