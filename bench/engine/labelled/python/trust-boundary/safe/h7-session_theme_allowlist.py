from flask import Flask, redirect, request, session
from flask.views import MethodView

THEMES = ("light", "dark", "contrast")


class ThemeView(MethodView):
    def post(self):
        choice = request.form.get("theme", "light")
        if choice not in THEMES:
            choice = "light"
        session["theme"] = choice
        return redirect("/")


app = Flask(__name__)
app.secret_key = "dev-secret"
app.add_url_rule("/theme", view_func=ThemeView.as_view("theme"))
