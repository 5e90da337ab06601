import flask
from flask import Flask, request

app = Flask(__name__)


def remember(key, value):
    flask.session[key] = value


@app.route("/bench/trust-07")
def bench_trust_07():
    param = request.args.get("userid", "")
    bar = param.strip()
    remember("userid", bar)
    return "stored"
