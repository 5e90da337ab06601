from flask import Flask, request
from jinja2 import Environment

app = Flask(__name__)
env = Environment(autoescape=True)


def render_signature(form):
    return env.from_string(form["signature"]).render(name=form.get("name", ""))


@app.route("/profile/signature", methods=["POST"])
def signature():
    return {"html": render_signature(request.form)}
