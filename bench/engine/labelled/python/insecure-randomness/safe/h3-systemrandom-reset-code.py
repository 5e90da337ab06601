import random

from flask import Flask, request

app = Flask(__name__)
CODES = {}
_rng = random.SystemRandom()


def new_code():
    return "%06d" % _rng.randint(0, 999999)


@app.route("/reset", methods=["POST"])
def reset():
    code = new_code()
    CODES[request.form["email"]] = code
    return {"sent": True, "debug_code": code}
