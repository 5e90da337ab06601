from flask import Flask, jsonify, request
from flask.views import MethodView


class RuleRunner:
    def __init__(self, context):
        self.context = dict(context)

    def apply(self, source):
        scope = {"ctx": self.context, "result": None}
        exec(source, scope)
        return scope.get("result")


class RuleView(MethodView):
    def post(self):
        body = request.json or {}
        runner = RuleRunner(body.get("context", {}))
        outcome = runner.apply(body["rule"])
        return jsonify(result=outcome)


app = Flask(__name__)
app.add_url_rule("/rules/run", view_func=RuleView.as_view("rules_run"))
