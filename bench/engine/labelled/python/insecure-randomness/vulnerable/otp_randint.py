import random
from flask import Flask, session

app = Flask(__name__)


@app.post("/otp")
def otp():
    code = random.randint(100000, 999999)
    session["otp"] = code
    return {"sent": True}
