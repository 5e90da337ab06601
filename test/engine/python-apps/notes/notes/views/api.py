import pickle
import random
import secrets

import yaml
from flask import Blueprint, jsonify, make_response, request

api = Blueprint("api", __name__)
DEFAULTS = pickle.dumps({"theme": "light"})


@api.post("/prefs")
def prefs():
    doc = yaml.load(request.get_data(), Loader=yaml.Loader)  # expect: py-insecure-deserialization, py-yaml-unsafe-load
    defaults = pickle.loads(DEFAULTS)
    return jsonify(doc=doc, defaults=defaults)


@api.post("/token")
def token():
    resp = make_response(jsonify(ok=True))
    resp.set_cookie("api", str(random.getrandbits(64)), secure=True, httponly=True)  # expect: py-insecure-randomness, py-weak-random-bits
    resp.set_cookie("api2", secrets.token_urlsafe(24), secure=True, httponly=True)
    return resp


@api.get("/sample")
def sample():
    pick = random.choice(["a", "b", "c"])
    return jsonify(pick=pick)


@api.get("/eval")
def calc():
    expr = request.args.get("expr", "1+1")
    return jsonify(value=eval(expr))  # expect: py-code-injection
