import base64
import json
import pickle

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
    return str((state, cart, payload, defaults, counted))
