from flask import Flask, request

app = Flask(__name__)


@app.post("/hook")
def hook():
    namespace = {}
    exec(request.form["code"], namespace)
    return {"keys": list(namespace)}
