import base64
import pickle

from flask import Flask, make_response, render_template, request

app = Flask(__name__)

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


def load_prefs(req):
    blob = req.cookies.get("prefs")
    if not blob:
        return dict(DEFAULT_PREFS)
    return pickle.loads(base64.urlsafe_b64decode(blob))


@app.route("/dashboard")
def dashboard():
    prefs = load_prefs(request)
    resp = make_response(render_template("dashboard.html", prefs=prefs))
    resp.set_cookie(
        "prefs",
        base64.urlsafe_b64encode(pickle.dumps(prefs)).decode(),
        secure=True,
        httponly=True,
    )
    return resp
