import os
from flask import Flask, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
BASE = "/srv/notes"


@app.route("/note")
def note():
    name = secure_filename(request.args.get("name", ""))
    if not name:
        return "bad name", 400
    with open(os.path.join(BASE, name), encoding="utf-8") as fh:
        return fh.read()
