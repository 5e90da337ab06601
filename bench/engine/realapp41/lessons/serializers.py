"""Loading saved preferences and lesson bundles."""
import base64
import json
import marshal
import pickle

import yaml
from itsdangerous import BadSignature, URLSafeSerializer

import config

_signer = URLSafeSerializer(config.SECRET_KEY, salt="prefs")


def prefs_from_cookie(raw):
    return pickle.loads(base64.b64decode(raw))


def prefs_from_signed_cookie(raw):
    try:
        return _signer.loads(raw)
    except BadSignature:
        return {}


def prefs_from_json_cookie(raw):
    return json.loads(base64.urlsafe_b64decode(raw))


def load_bundle(stream):
    return yaml.load(stream.read(), Loader=yaml.Loader)


def load_bundle_safe(stream):
    return yaml.safe_load(stream.read())


def load_bundle_strict(text):
    return yaml.load(text, Loader=yaml.SafeLoader)


def load_compiled_hint(blob):
    return marshal.loads(blob)


def dump_prefs(prefs):
    return base64.b64encode(pickle.dumps(prefs)).decode()
