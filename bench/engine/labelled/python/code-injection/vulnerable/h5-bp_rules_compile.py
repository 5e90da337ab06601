from flask import Blueprint, request

rules_bp = Blueprint("rules", __name__)


class RuleEngine:
    def __init__(self, source):
        self.source = source

    def evaluate(self, ctx):
        code = compile(self.source, "<rule>", "eval")
        return eval(code, {"__builtins__": {}}, ctx)


@rules_bp.route("/rules/test", methods=["POST"])
def test_rule():
    engine = RuleEngine(request.form["rule"])
    return {"matched": bool(engine.evaluate({"amount": 10}))}
