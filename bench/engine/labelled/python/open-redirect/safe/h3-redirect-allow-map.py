from flask import Flask, redirect, request

app = Flask(__name__)

TARGETS = {"home": "/", "docs": "https://docs.example.com/start"}


@app.route("/go")
def go():
    key = request.args.get("to", "home")
    return redirect(TARGETS.get(key, "/"))
