from flask import Flask, redirect, request

app = Flask(__name__)


@app.get("/out")
def out():
    dest = request.args.get("to", "/")
    if not dest.startswith("/"):
        dest = "/"
    return redirect(dest)
