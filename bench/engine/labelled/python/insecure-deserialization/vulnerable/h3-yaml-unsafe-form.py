import yaml

from flask import Flask, request

app = Flask(__name__)


@app.route("/import", methods=["POST"])
def import_settings():
    text = request.form["settings"]
    settings = yaml.load(text, Loader=yaml.UnsafeLoader)
    return {"keys": sorted(settings)}
