import base64
import json
from flask import Flask, request

app = Flask(__name__)


@app.route("/prefs")
def prefs():
    blob = request.cookies.get("prefs", "")
    try:
        data = json.loads(base64.b64decode(blob) or b"{}")
    except ValueError:
        data = {}
    return {"theme": data.get("theme")}
