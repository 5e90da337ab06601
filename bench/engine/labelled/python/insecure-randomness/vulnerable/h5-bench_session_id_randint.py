import random
from flask import Flask, make_response

app = Flask(__name__)


def new_session_id():
    return "%016x" % random.getrandbits(64)


@app.route("/bench/rand-03")
def bench_rand_03():
    resp = make_response("ok")
    resp.set_cookie("sid", new_session_id(), secure=True, httponly=True)
    return resp
