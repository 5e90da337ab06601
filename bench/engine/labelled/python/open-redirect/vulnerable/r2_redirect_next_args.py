from flask import Flask, request, redirect, session

app = Flask(__name__)


@app.post("/login")
def login():
    session["user"] = "someone"
    target = request.args.get("next") or "/"
    return redirect(target)
