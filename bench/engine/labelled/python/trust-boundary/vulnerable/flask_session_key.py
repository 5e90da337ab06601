from flask import Flask, request, session

app = Flask(__name__)


@app.get("/flag")
def flag():
    session[request.args["name"]] = True
    return "", 204
