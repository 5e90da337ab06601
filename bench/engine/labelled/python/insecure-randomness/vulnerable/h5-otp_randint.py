import random
from flask import Flask, session

app = Flask(__name__)
app.secret_key = "dev"


@app.route("/2fa/send", methods=["POST"])
def send_code():
    code = str(random.randint(100000, 999999))
    session["otp"] = code
    return {"sent": True}
