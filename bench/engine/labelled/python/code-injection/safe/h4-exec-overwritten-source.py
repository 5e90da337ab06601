from flask import Flask, request
from flask.views import MethodView

app = Flask(__name__)


class Hooks(MethodView):
    def post(self, name):
        source = request.form["body"]
        source = "def hook(event):\n    return event\n"
        namespace = {}
        exec(compile(source, "<hook>", "exec"), namespace)
        return {"defined": sorted(k for k in namespace if not k.startswith("_"))}


app.add_url_rule("/hooks/<name>", view_func=Hooks.as_view("hooks"))
