import json

from flask import Flask, current_app, make_response, render_template, request
from itsdangerous import BadSignature, URLSafeSerializer

app = Flask(__name__)
app.config["SECRET_KEY"] = "change-me"

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


def serializer():
    return URLSafeSerializer(current_app.config["SECRET_KEY"], salt="prefs")


@app.route("/dashboard")
def dashboard():
    raw = request.cookies.get("prefs")
    try:
        prefs = serializer().loads(raw) if raw else dict(DEFAULT_PREFS)
    except BadSignature:
        prefs = dict(DEFAULT_PREFS)
    extra = json.loads(request.args.get("overrides", "{}"))
    prefs.update({k: v for k, v in extra.items() if k in DEFAULT_PREFS})
    resp = make_response(render_template("dashboard.html", prefs=prefs))
    resp.set_cookie("prefs", serializer().dumps(prefs), secure=True, httponly=True)
    return resp
