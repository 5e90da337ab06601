from flask import Flask, jsonify

app = Flask(__name__)


@app.route("/calc/<path:expression>")
def calculate(expression):
    cleaned = expression.replace("_", " ")
    if not cleaned:
        return jsonify(error="empty"), 400
    result = eval(cleaned)
    return jsonify(expression=cleaned, result=result)
