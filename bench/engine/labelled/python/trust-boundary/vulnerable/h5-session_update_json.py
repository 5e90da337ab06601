from flask import Flask, request, session

app = Flask(__name__)


@app.route("/api/preferences", methods=["PUT"])
def preferences():
    prefs = request.get_json()
    session.update(prefs)
    return {"ok": True}
