from flask import Flask, redirect, request, session

app = Flask(__name__)


def login():
    if request.method == "POST":
        session["user"] = request.form["user"] if request.form["user"] == "admin" else None
        return redirect(request.args["next"])
    return "<form method=post><input name=user></form>"


app.add_url_rule("/login", "login", login, methods=["GET", "POST"])
