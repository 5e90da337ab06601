import base64
import json

from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULTS = {"theme": "light", "lang": "en"}


@app.get("/prefs")
def prefs():
    raw = request.cookies.get("prefs")
    prefs = dict(DEFAULTS)
    if raw:
        try:
            prefs.update(json.loads(base64.b64decode(raw)))
        except ValueError:
            pass
    return jsonify(prefs)
