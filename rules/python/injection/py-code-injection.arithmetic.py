import re

from flask import Flask, request

app = Flask(__name__)

SUM = re.compile(r"\d{1,6}(\s*[+-]\s*\d{1,6}){0,10}")


@app.route("/sum")
def quick_sum():
    expr = request.args.get("q", "0")
    if not SUM.fullmatch(expr):
        return "bad", 400
    # Digits, signs and spaces only, in whatever structure: no name or string can be written.
    # ok: py-code-injection
    return str(eval(expr))


@app.route("/calc")
def calc():
    expr = request.args.get("q", "0")
    if re.fullmatch(r"(?:[0-9]+(?:\.[0-9]+)?[ ]*[-+*/][ ]*)*[0-9]+", expr):
        # ok: py-code-injection
        return str(eval(expr))
    return "bad", 400


@app.route("/range")
def wide_range():
    expr = request.args.get("q", "0")
    # `[ -9]` spans quotes and `#`, so the value may still hold a string literal.
    if re.fullmatch(r"[ -9]+", expr):
        # ruleid: py-code-injection
        return str(eval(expr))
    return "bad", 400


@app.route("/names")
def with_names():
    expr = request.args.get("q", "0")
    # A word class lets names through (`__import__`).
    if re.fullmatch(r"[\w+\-*/ ()]+", expr):
        # ruleid: py-code-injection
        return str(eval(expr))
    return "bad", 400


@app.route("/lookahead")
def lookahead():
    expr = request.args.get("q", "0")
    if re.match(r"(?=\d)[\d+]+", expr):
        # ruleid: py-code-injection
        return str(eval(expr))
    return "bad", 400
