import base64
import json

from flask import Flask, render_template, request

app = Flask(__name__)


def load_prefs(raw):
    if not raw:
        return {"theme": "light"}
    return json.loads(base64.urlsafe_b64decode(raw))


@app.route("/dashboard")
def dashboard():
    prefs = load_prefs(request.cookies.get("prefs"))
    return render_template("dashboard.html", prefs=prefs)
