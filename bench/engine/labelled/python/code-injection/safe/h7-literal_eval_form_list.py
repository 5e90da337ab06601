import ast

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/weights")
def set_weights():
    raw = request.form.get("weights", "[]")
    try:
        weights = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return jsonify(error="bad literal"), 400
    if not isinstance(weights, list) or not all(isinstance(w, (int, float)) for w in weights):
        return jsonify(error="expected numbers"), 400
    total = sum(weights)
    return jsonify(weights=weights, total=total)
