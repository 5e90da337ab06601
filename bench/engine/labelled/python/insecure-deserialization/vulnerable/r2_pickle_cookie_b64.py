import base64
import pickle
from flask import Flask, request

app = Flask(__name__)


@app.route("/prefs")
def prefs():
    blob = request.cookies.get("prefs")
    if not blob:
        return {}
    data = pickle.loads(base64.b64decode(blob))
    return {"theme": data.get("theme")}
