from flask import Flask, request

app = Flask(__name__)


@app.post("/calc")
def calc():
    expr = request.form.get("expr", "0")
    try:
        value = eval(expr)
    except Exception:
        return "error", 400
    return {"value": value}
