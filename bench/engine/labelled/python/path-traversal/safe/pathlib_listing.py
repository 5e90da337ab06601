from pathlib import Path
from flask import Flask, request, abort

app = Flask(__name__)
BASE = Path("/srv/reports")


@app.get("/reports")
def report():
    available = {p.name: p for p in BASE.glob("*.txt")}
    target = available.get(request.args["name"])
    if target is None:
        abort(404)
    return target.read_text()
