from flask import Flask, request, session

app = Flask(__name__)


@app.post("/prefs")
def prefs():
    session["role"] = request.form["role"]
    return {"ok": True}
