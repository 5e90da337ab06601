import base64
import json
import pickle

import yaml

from flask import Flask, request

app = Flask(__name__)


@app.route("/restore", methods=["POST"])
def restore():
    # ruleid: py-insecure-deserialization
    state = pickle.loads(request.get_data())
    cookie = request.cookies.get("cart", "")
    # ruleid: py-insecure-deserialization
    cart = pickle.loads(base64.b64decode(cookie))
    # ok: py-insecure-deserialization
    payload = json.loads(request.get_data())
    with open("/var/cache/app/defaults.pkl", "rb") as fh:
        # ok: py-insecure-deserialization
        defaults = pickle.load(fh)
    # ok: py-insecure-deserialization
    counted = pickle.loads(pickle.dumps(len(cookie)))
    doc = request.form.get("doc", "")
    # ruleid: py-insecure-deserialization
    config = yaml.load(doc, Loader=yaml.Loader)
    # ruleid: py-insecure-deserialization
    loaded = yaml.unsafe_load(base64.b64decode(request.args.get("b", "")))
    # ok: py-insecure-deserialization
    settings = yaml.load(doc, Loader=yaml.SafeLoader)
    # ok: py-insecure-deserialization
    fixed = yaml.load("a: 1", Loader=yaml.Loader)
    return str((state, cart, payload, defaults, counted, config, loaded, settings, fixed))
