from flask import Flask, redirect, request, url_for

app = Flask(__name__)


@app.route("/profile/<name>")
def profile(name):
    return "profile page"


@app.route("/back")
def back():
    name = request.args.get("user", "me")
    return redirect(url_for("profile", name=name))
