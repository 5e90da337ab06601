from flask import Flask, request

app = Flask(__name__)


def pick(values, key):
    table = {"first": "1 + 1", "second": values.get("expr", "0")}
    return table[key]


@app.route("/calc", methods=["POST"])
def calc():
    expr = pick(request.form, "second")
    result = eval(expr)
    return {"result": str(result)}
