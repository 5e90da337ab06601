import secrets

from flask import Flask, jsonify, request

app = Flask(__name__)
API_KEYS = {}


@app.post("/keys")
def create_key():
    owner = request.json.get("owner", "")
    key = "ak_" + secrets.token_urlsafe(32)
    API_KEYS[key] = owner
    return jsonify(key=key), 201
