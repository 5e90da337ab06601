import secrets

from flask import Flask, make_response, request
from flask.views import MethodView

app = Flask(__name__)


class SignIn(MethodView):
    def post(self):
        token = secrets.token_urlsafe(32)
        resp = make_response({"user": request.form["user"]})
        resp.set_cookie("auth_token", token, max_age=3600)
        return resp


app.add_url_rule("/signin", view_func=SignIn.as_view("signin"))
