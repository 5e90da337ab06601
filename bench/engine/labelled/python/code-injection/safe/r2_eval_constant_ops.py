import operator
from flask import Flask, request

app = Flask(__name__)
OPS = {"add": operator.add, "sub": operator.sub}


@app.route("/op")
def op():
    fn = OPS.get(request.args.get("op"), operator.add)
    a = float(request.args.get("a", 0))
    b = float(request.args.get("b", 0))
    return {"r": fn(a, b), "version": eval("1 + 1")}
