from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = "change-me"


def normalise(value):
    return value.strip().lower()


@app.route("/profile", methods=["POST"])
def profile():
    session["display_name"] = normalise(request.form.get("display_name", ""))
    return "saved"
