from flask import Flask, request, session
from flask.views import MethodView

app = Flask(__name__)


class Preferences(MethodView):
    def post(self):
        session.update({key: value for key, value in request.form.items() if value})
        return {"saved": list(request.form.keys())}


app.add_url_rule("/preferences", view_func=Preferences.as_view("preferences"))
