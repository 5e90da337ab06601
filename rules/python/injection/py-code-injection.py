import ast
import json

from flask import Flask, request

app = Flask(__name__)


@app.route("/calc")
def calc():
    expression = request.args.get("expr", "0")
    # ruleid: py-code-injection
    result = eval(expression)
    # ruleid: py-code-injection
    exec("value = " + request.args["value"])
    # ruleid: py-code-injection
    code = compile(request.get_data(as_text=True), "<input>", "exec")
    # ok: py-code-injection
    literal = ast.literal_eval(expression)
    # ok: py-code-injection
    parsed = json.loads(expression)
    # ok: py-code-injection
    fixed = eval("2 ** 10")
    # ok: py-code-injection
    number = eval(str(int(expression)))
    return str((result, code, literal, parsed, fixed, number))


@app.route("/hook", methods=["POST"])
def hook():
    body = request.json
    handlers = {"ping": "pong()", "status": "status()"}
    # A key that is input selects among constants only.
    # ok: py-code-injection
    eval(handlers[body["event"]])
    # ruleid: py-code-injection
    eval(body["event"] + "()")
    return "ok"
