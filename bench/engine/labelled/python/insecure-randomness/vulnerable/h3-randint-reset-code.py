import random

from flask import Flask, request

app = Flask(__name__)
CODES = {}


def new_code():
    return "%06d" % random.randint(0, 999999)


@app.route("/reset", methods=["POST"])
def reset():
    code = new_code()
    CODES[request.form["email"]] = code
    return {"sent": True, "debug_code": code}
