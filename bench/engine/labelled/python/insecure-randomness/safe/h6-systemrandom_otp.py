import random
import string

from flask import Flask, session, jsonify

app = Flask(__name__)
app.secret_key = b"replace-in-production"

_rng = random.SystemRandom()


def one_time_code(length=6):
    return "".join(_rng.choice(string.digits) for _ in range(length))


@app.route("/2fa/send", methods=["POST"])
def send_code():
    code = one_time_code()
    session["otp"] = code
    # delivered out of band by the SMS worker
    return jsonify(sent=True)
