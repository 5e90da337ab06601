import operator
from flask import Flask, request

app = Flask(__name__)
OPS = {"add": operator.add, "sub": operator.sub, "mul": operator.mul}


@app.post("/rule")
def rule():
    op = OPS.get(request.json["op"])
    if op is None:
        return {"error": "op"}, 400
    return {"result": op(float(request.json["a"]), float(request.json["b"]))}
