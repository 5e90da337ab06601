from flask import Flask, request, session

app = Flask(__name__)
THEMES = {"light", "dark", "solarized"}


@app.route("/api/preferences", methods=["PUT"])
def preferences():
    prefs = request.get_json()
    theme = prefs.get("theme")
    if theme not in THEMES:
        return {"error": "bad theme"}, 400
    session["theme"] = theme
    return {"ok": True}
