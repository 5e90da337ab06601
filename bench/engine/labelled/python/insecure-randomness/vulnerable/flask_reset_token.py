import random
import string
from flask import Flask, request
from .mail import send_reset

app = Flask(__name__)


@app.post("/forgot")
def forgot():
    token = "".join(random.choice(string.ascii_letters + string.digits) for _ in range(24))
    send_reset(request.form["email"], token)
    return "", 202
