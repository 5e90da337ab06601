import os
import secrets

from flask import Flask, render_template, session
from flask.views import MethodView


class CsrfMixin:
    def csrf_token(self):
        if "csrf" not in session:
            session["csrf"] = secrets.token_hex(16)
        return session["csrf"]


class ContactView(CsrfMixin, MethodView):
    def get(self):
        nonce = os.urandom(16).hex()
        return render_template("contact.html", csrf=self.csrf_token(), nonce=nonce)


app = Flask(__name__)
app.secret_key = os.environ["SECRET_KEY"]
app.add_url_rule("/contact", view_func=ContactView.as_view("contact"))
