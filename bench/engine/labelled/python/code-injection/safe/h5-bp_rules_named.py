import operator
from flask import Blueprint, request

rules_bp = Blueprint("rules", __name__)

OPS = {"gt": operator.gt, "lt": operator.lt, "eq": operator.eq}


class RuleEngine:
    def __init__(self, op, threshold):
        self.op = OPS.get(op, operator.eq)
        self.threshold = float(threshold)

    def evaluate(self, ctx):
        return self.op(ctx["amount"], self.threshold)


@rules_bp.route("/rules/test", methods=["POST"])
def test_rule():
    engine = RuleEngine(request.form["op"], request.form["threshold"])
    return {"matched": bool(engine.evaluate({"amount": 10}))}
