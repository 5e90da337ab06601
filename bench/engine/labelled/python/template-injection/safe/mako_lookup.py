from flask import Flask, request
from mako.lookup import TemplateLookup

app = Flask(__name__)
lookup = TemplateLookup(directories=["templates"], default_filters=["h"])


@app.post("/receipt")
def receipt():
    return lookup.get_template("receipt.mako").render(footer=request.form["footer"])
