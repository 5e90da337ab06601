import functools

from flask import Flask, request, session

app = Flask(__name__)
LANGS = frozenset({"en", "fr", "de"})


def remember_language(view):
    @functools.wraps(view)
    def inner(*args, **kwargs):
        lang = request.headers.get("X-Lang")
        if lang in LANGS:
            session["lang"] = lang
        return view(*args, **kwargs)

    return inner


@app.route("/dashboard")
@remember_language
def dashboard():
    return {"lang": session.get("lang", "en")}
