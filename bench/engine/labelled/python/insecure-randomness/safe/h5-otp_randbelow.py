import secrets
from flask import Flask, session

app = Flask(__name__)


@app.route("/2fa/send", methods=["POST"])
def send_code():
    code = str(secrets.randbelow(900000) + 100000)
    session["otp"] = code
    return {"sent": True}
