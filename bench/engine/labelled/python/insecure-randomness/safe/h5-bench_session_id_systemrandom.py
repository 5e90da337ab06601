import random
from flask import Flask, make_response

app = Flask(__name__)
_rng = random.SystemRandom()


def new_session_id():
    return "%016x" % _rng.getrandbits(64)


@app.route("/bench/rand-04")
def bench_rand_04():
    resp = make_response("ok")
    resp.set_cookie("sid", new_session_id(), secure=True, httponly=True)
    return resp
