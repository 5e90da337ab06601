import math

from flask import Flask, render_template_string, request

app = Flask(__name__)

PAGE = "<form method=post><input name=formula></form><p>{{ result }}</p>"


def evaluate_formula(formula, x):
    code = compile("lambda x: " + formula, "<formula>", "eval")
    fn = eval(code, {"math": math})
    return fn(x)


@app.route("/plot", methods=["GET", "POST"])
def plot():
    result = None
    if request.method == "POST":
        formula = request.form["formula"]
        result = [evaluate_formula(formula, x) for x in range(10)]
    return render_template_string(PAGE, result=result)
