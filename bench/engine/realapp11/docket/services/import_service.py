import base64
import json
import marshal
import pickle

import yaml


def load_matter_template(raw):
    return yaml.load(raw, Loader=yaml.Loader)


def load_checklist(raw):
    return yaml.safe_load(raw)


def load_intake_json(raw):
    return json.loads(raw)


def restore_draft(cookie_value):
    return pickle.loads(base64.urlsafe_b64decode(cookie_value))


def load_compiled_rules(blob):
    return marshal.loads(blob)


def load_settings(raw):
    return yaml.load(raw, Loader=yaml.SafeLoader)
