import ast
from flask import Flask, request

app = Flask(__name__)


@app.route("/parse")
def parse():
    raw = request.args.get("v", "[]")
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return "bad", 400
    return {"type": type(value).__name__}
