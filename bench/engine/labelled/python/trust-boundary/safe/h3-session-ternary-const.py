from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = "change-me"


@app.route("/flag")
def flag():
    param = request.headers.get("X-User", "")
    num = 106
    value = "This_should_always_happen" if (7 * 18) + num > 200 else param
    session["userid"] = value
    return "ok"
