from flask import Flask, request
from jinja2 import Template

app = Flask(__name__)


@app.post("/preview")
def preview():
    return Template(request.form["template"]).render(user="Ada")
