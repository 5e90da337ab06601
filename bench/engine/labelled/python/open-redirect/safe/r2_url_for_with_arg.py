from flask import Flask, request, redirect, url_for

app = Flask(__name__)


@app.route("/jump")
def jump():
    page = request.args.get("page", "1")
    return redirect(url_for("listing", page=page))


@app.route("/listing")
def listing():
    return "list"
