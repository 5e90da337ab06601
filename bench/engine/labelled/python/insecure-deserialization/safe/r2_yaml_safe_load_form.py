import yaml
from flask import Flask, request

app = Flask(__name__)


@app.post("/settings")
def settings():
    parsed = yaml.safe_load(request.form.get("doc", "")) or {}
    return {"count": len(parsed)}
