from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = "change-me"


@app.route("/theme", methods=["POST"])
def theme():
    wanted = request.form.get("theme", "")
    session["theme"] = "dark" if wanted == "dark" else "light"
    return "theme set"
