from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = "x"
THEMES = {"light", "dark"}


@app.post("/prefs")
def prefs():
    theme = request.form.get("theme", "light")
    session["theme"] = theme if theme in THEMES else "light"
    return "saved"
