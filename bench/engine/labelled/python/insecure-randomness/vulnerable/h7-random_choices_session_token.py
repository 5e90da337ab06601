import random
import string

from flask import Flask, jsonify, request

app = Flask(__name__)
TOKENS = {}

ALPHABET = string.ascii_letters + string.digits


def new_token(length=32):
    return "".join(random.choices(ALPHABET, k=length))


@app.post("/api/login")
def api_login():
    user = request.json.get("user")
    token = new_token()
    TOKENS[token] = user
    return jsonify(token=token)
