from flask import Flask, request
from jinja2 import Environment, FileSystemLoader, select_autoescape

app = Flask(__name__)
env = Environment(loader=FileSystemLoader("templates"), autoescape=select_autoescape())


@app.post("/preview")
def preview():
    return env.get_template("preview.html").render(body=request.form["template"])
