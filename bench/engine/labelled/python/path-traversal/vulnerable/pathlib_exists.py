from pathlib import Path
from flask import Flask, request, abort

app = Flask(__name__)
BASE = Path("/srv/reports")


@app.get("/reports")
def report():
    target = BASE / request.args["name"]
    if not target.exists():
        abort(404)
    return target.read_text()
