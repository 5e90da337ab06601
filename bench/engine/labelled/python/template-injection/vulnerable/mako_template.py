from flask import Flask, request
from mako.template import Template

app = Flask(__name__)


@app.post("/receipt")
def receipt():
    return Template("<p>Thanks!</p>" + request.form["footer"]).render()
