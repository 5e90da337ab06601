import yaml
from flask import Flask, request

app = Flask(__name__)


@app.post("/import")
def import_config():
    upload = request.files["config"]
    config = yaml.load(upload.read(), Loader=yaml.Loader)
    return {"keys": sorted(config)}
