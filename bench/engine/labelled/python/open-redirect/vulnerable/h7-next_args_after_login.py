from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = "dev"


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return "<form method=post><input name=user></form>"
    session["user"] = request.form["user"]
    target = request.args.get("next")
    if not target:
        return redirect(url_for("index"))
    return redirect(target)


@app.get("/")
def index():
    return "home"
