# What a deserialiser parses from request data is that data: PyYAML with a safe loader (a call the
# models also know as a deserialisation sink when the loader is unsafe) returns the body's keys and
# values, so building SQL from them is still injection.
import pickle
import sqlite3

import yaml
from flask import Flask, request

app = Flask(__name__)
db = sqlite3.connect("marina.db")


def store_settings(settings):
    for key, value in settings.items():
        # ruleid: py-sqli-tainted-query
        db.execute(f"INSERT INTO settings (key, value) VALUES ('{key}', ?)", (str(value),))


@app.route("/settings", methods=["PUT"])
def settings():
    # ruleid: py-sqli-tainted-query
    store_settings(yaml.load(request.data, Loader=yaml.SafeLoader))
    parsed = yaml.safe_load(request.data)
    # ruleid: py-sqli-tainted-query
    db.execute("DELETE FROM settings WHERE key = '%s'" % parsed["drop"])
    # ok: py-sqli-tainted-query
    db.execute("DELETE FROM settings WHERE key = ?", (parsed["drop"],))
    return "ok"


@app.route("/settings/constant")
def constant_settings():
    defaults = yaml.load("retention: 30", Loader=yaml.SafeLoader)
    # ok: py-sqli-tainted-query
    db.execute("DELETE FROM logs WHERE age > %s" % defaults["retention"])
    snapshot = pickle.loads(pickle.dumps({"table": "logs"}))
    # ok: py-sqli-tainted-query
    db.execute("DELETE FROM %s" % snapshot["table"])
    return "ok"
