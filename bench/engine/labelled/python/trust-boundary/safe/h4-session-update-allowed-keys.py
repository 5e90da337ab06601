from flask import Flask, request, session
from flask.views import MethodView

app = Flask(__name__)

DEFAULTS = {"theme": "light", "density": "comfortable"}
CHOICES = {"theme": ("light", "dark"), "density": ("comfortable", "compact")}


class Preferences(MethodView):
    def post(self):
        picked = {}
        for key, allowed in CHOICES.items():
            value = request.form.get(key)
            picked[key] = value if value in allowed else DEFAULTS[key]
        session.update(picked)
        return {"saved": sorted(picked)}


app.add_url_rule("/preferences", view_func=Preferences.as_view("preferences"))
