import random
import string
from flask import Flask, request, session

app = Flask(__name__)


def make_token(n=24):
    return "".join(random.choice(string.ascii_letters + string.digits) for _ in range(n))


@app.post("/reset")
def reset():
    session["reset_token"] = make_token()
    return {"sent_to": request.form.get("email")}
