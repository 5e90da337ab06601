from flask import Flask, request, session

app = Flask(__name__)
LANGUAGES = ("en", "de", "fr")


@app.post("/profile")
def profile():
    lang = request.get_json().get("lang")
    session.update({"lang": lang if lang in LANGUAGES else "en"})
    return {"ok": True}
