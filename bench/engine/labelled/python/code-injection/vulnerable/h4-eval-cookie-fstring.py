from flask import Flask, request

app = Flask(__name__)


def layout_from_cookie():
    raw = request.cookies.get("layout", "[]")
    return eval(f"list({raw})")


def dashboard():
    widgets = layout_from_cookie()
    return {"widgets": widgets}


app.add_url_rule("/dashboard", view_func=dashboard)
