import hashlib
import random

from flask import Flask, session

app = Flask(__name__)


@app.before_request
def ensure_csrf_token():
    if "csrf_token" not in session:
        seed = f"{random.random()}"
        session["csrf_token"] = hashlib.sha256(seed.encode()).hexdigest()


@app.route("/form")
def form():
    return {"csrf": session["csrf_token"]}
