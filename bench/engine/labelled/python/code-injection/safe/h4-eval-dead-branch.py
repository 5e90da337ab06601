import json

from flask import Flask, request

app = Flask(__name__)

LEGACY_LAYOUT = False


def layout_from_cookie():
    raw = request.cookies.get("layout", "[]")
    if LEGACY_LAYOUT and False:
        return eval(raw)
    return json.loads(raw)


def dashboard():
    widgets = layout_from_cookie()
    return {"widgets": widgets}


app.add_url_rule("/dashboard", view_func=dashboard)
