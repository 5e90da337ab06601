from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = "x"


@app.post("/prefs")
def prefs():
    session["role"] = request.form.get("role", "user")
    return "saved"
