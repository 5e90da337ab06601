from flask import Flask, request, session

app = Flask(__name__)


@app.get("/flag")
def flag():
    session["dark_mode"] = request.args.get("dark") == "1"
    return "", 204
