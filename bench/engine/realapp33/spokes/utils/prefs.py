import base64
import json
import pickle

from flask import request

DEFAULT_PREFS = {"units": "km", "theme": "light", "home_club": None}


def load_prefs() -> dict:
    raw = request.cookies.get("spokes_prefs")
    if not raw:
        return dict(DEFAULT_PREFS)
    try:
        prefs = pickle.loads(base64.urlsafe_b64decode(raw))
    except Exception:
        return dict(DEFAULT_PREFS)
    return {**DEFAULT_PREFS, **prefs}


def load_layout() -> dict:
    raw = request.cookies.get("spokes_layout", "{}")
    try:
        return json.loads(raw)
    except ValueError:
        return {}


def dump_prefs(prefs: dict) -> str:
    return base64.urlsafe_b64encode(pickle.dumps(prefs)).decode("ascii")
