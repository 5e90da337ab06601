from flask import Flask, make_response, request
from flask.views import MethodView

SECURE_COOKIE = dict(secure=True, httponly=True, samesite="Lax", path="/")


class RememberView(MethodView):
    def post(self):
        device = request.form.get("device", "")
        resp = make_response("ok")
        resp.set_cookie("remember", device, max_age=86400 * 30, **SECURE_COOKIE)
        return resp


app = Flask(__name__)
app.add_url_rule("/remember", view_func=RememberView.as_view("remember"))
