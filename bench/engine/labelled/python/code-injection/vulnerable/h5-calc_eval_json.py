from flask import Flask, request, jsonify

app = Flask(__name__)


@app.post("/api/calc")
def calc():
    payload = request.get_json(silent=True) or {}
    expression = payload.get("expr", "0")
    value = eval(expression)
    return jsonify(result=value)
