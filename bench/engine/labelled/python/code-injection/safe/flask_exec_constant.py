from flask import Flask, request

app = Flask(__name__)
SETUP = "total = sum(items)"


@app.post("/hook")
def hook():
    namespace = {"items": [int(x) for x in request.form.getlist("n")]}
    exec(SETUP, namespace)
    return {"total": namespace["total"]}
