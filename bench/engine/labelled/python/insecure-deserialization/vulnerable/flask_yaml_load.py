import yaml
from flask import Flask, request

app = Flask(__name__)


@app.post("/config")
def config():
    conf = yaml.load(request.data, Loader=yaml.Loader)
    return {"keys": sorted(conf)}
