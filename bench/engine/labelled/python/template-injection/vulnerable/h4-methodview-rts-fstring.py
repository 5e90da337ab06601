from flask import Flask, render_template_string, request
from flask.views import MethodView

app = Flask(__name__)


class Greeting(MethodView):
    def get(self):
        who = request.args.get("name", "guest")
        return render_template_string(f"<h1>Welcome back, {who}!</h1>")


app.add_url_rule("/greet", view_func=Greeting.as_view("greet"))
