import importlib
import os

from flask import Flask

app = Flask(__name__)
app.secret_key = os.environ.get("SECRET_KEY", "")

for entry in sorted(os.listdir(os.path.join(os.path.dirname(__file__), "testcode"))):
    if entry.endswith(".py") and not entry.startswith("_"):
        importlib.import_module("testcode." + entry[:-3]).init(app)
