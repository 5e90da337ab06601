from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = "change-me"


@app.route("/flag")
def flag():
    names = list(request.args.keys())
    key = names[0] if names else "none"
    session[key] = "10340"
    return "flag set"
