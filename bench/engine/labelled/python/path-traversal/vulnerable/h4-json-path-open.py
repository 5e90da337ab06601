import os

from flask import Flask, request

app = Flask(__name__)
NOTES = "/srv/notes"


@app.post("/notes/read")
def read_note():
    data = request.get_json()
    path = os.path.join(NOTES, *data["path"].split("/"))
    with open(path, encoding="utf-8") as fh:
        return {"text": fh.read()}
