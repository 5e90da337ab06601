import flask
from flask import Flask, request

app = Flask(__name__)


def remember(key, value):
    flask.session[key] = value


@app.route("/bench/trust-08")
def bench_trust_08():
    param = request.args.get("page", "1")
    remember("last_page", "page-constant")
    return "stored " + str(len(param))
