from flask import Flask, request
from jinja2 import Environment

app = Flask(__name__)
env = Environment()


@app.post("/render")
def render():
    data = request.get_json() or {}
    tpl = env.from_string(data.get("template", ""))
    return tpl.render(user="anon")
