import jsonpickle

from flask import Flask, jsonify, request
from flask.views import MethodView


class WizardState(MethodView):
    def put(self):
        state = jsonpickle.decode(request.form["state"])
        step = getattr(state, "step", 0)
        return jsonify(step=step)


app = Flask(__name__)
app.add_url_rule("/wizard", view_func=WizardState.as_view("wizard"))
