import json
import os

from flask import Flask, request

app = Flask(__name__)
LOCALES = os.path.join(os.path.dirname(__file__), "locales")


def load_messages():
    lang = request.cookies.get("lang", "en")
    with open(os.path.join(LOCALES, lang + ".json"), encoding="utf-8") as fh:
        return json.load(fh)


@app.context_processor
def inject_messages():
    return {"messages": load_messages()}
