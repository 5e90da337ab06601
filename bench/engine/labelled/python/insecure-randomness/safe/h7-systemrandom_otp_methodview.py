import random

from flask import Flask, jsonify, request
from flask.views import MethodView

_rng = random.SystemRandom()
PENDING = {}


class OtpView(MethodView):
    def post(self):
        phone = request.form["phone"]
        otp = "".join(str(_rng.randint(0, 9)) for _ in range(6))
        PENDING[phone] = otp
        return jsonify(sent=True)


app = Flask(__name__)
app.add_url_rule("/otp", view_func=OtpView.as_view("otp"))
