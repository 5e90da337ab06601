import ast
from flask import Flask, request

app = Flask(__name__)


@app.route("/calc")
def calc():
    values = ast.literal_eval(request.args.get("values", "[]"))
    return {"result": sum(int(v) for v in values)}
