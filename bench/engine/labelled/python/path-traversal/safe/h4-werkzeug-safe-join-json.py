from flask import Flask, abort, request
from werkzeug.utils import safe_join

app = Flask(__name__)
NOTES = "/srv/notes"


@app.post("/notes/read")
def read_note():
    data = request.get_json()
    path = safe_join(NOTES, data["path"])
    if path is None:
        abort(404)
    with open(path, encoding="utf-8") as fh:
        return {"text": fh.read()}
