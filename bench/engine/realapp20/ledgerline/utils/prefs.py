"""UI preferences travel in a cookie; chart-of-accounts templates are imported as YAML."""
import base64
import json
import pickle

import yaml

DEFAULT_PREFS = {"theme": "light", "page_size": 25, "currency": "GBP"}


def dump_prefs(prefs):
    return base64.urlsafe_b64encode(pickle.dumps(prefs)).decode("ascii")


def load_prefs(cookie_value):
    if not cookie_value:
        return dict(DEFAULT_PREFS)
    return pickle.loads(base64.urlsafe_b64decode(cookie_value))


def load_prefs_json(cookie_value):
    try:
        data = json.loads(base64.urlsafe_b64decode(cookie_value or b"e30="))
    except ValueError:
        data = {}
    return {**DEFAULT_PREFS, **{k: v for k, v in data.items() if k in DEFAULT_PREFS}}


def load_chart_of_accounts(stream):
    return yaml.load(stream, Loader=yaml.UnsafeLoader)


def load_payroll_rules(stream):
    return yaml.safe_load(stream)
