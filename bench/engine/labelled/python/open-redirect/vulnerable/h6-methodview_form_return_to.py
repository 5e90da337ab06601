from flask import Flask, redirect, request, session
from flask.views import MethodView


class LanguageView(MethodView):
    def post(self):
        data = request.form
        session["lang"] = "de" if data.get("lang") == "de" else "en"
        destination = data.get("return_to", "/")
        return redirect(destination, code=303)


app = Flask(__name__)
app.secret_key = "dev"
app.add_url_rule("/settings/language", view_func=LanguageView.as_view("language"))
