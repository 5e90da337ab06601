from flask import Flask, jsonify, request
from flask.views import MethodView


def build_hook(body):
    lines = ["def hook(event):"]
    for stmt in body.get("steps", []):
        lines.append("    " + stmt)
    lines.append("    return event")
    return "\n".join(lines)


class HookView(MethodView):
    def post(self):
        payload = request.get_json(force=True)
        source = build_hook(payload)
        scope = {}
        exec(source, scope)
        event = scope["hook"]({"id": payload.get("id")})
        return jsonify(event=event)


app = Flask(__name__)
app.add_url_rule("/hooks/test", view_func=HookView.as_view("hook_test"))
