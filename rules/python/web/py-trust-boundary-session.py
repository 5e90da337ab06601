import flask
from flask import Flask, abort, request, session

app = Flask(__name__)
ROLES = ("viewer", "editor")


@app.route("/prefs", methods=["POST"])
def prefs():
    theme = request.form.get("theme", "light")
    # ruleid: py-trust-boundary-session
    session["theme"] = theme
    field = request.args.get("field", "x")
    # ruleid: py-trust-boundary-session
    flask.session[field] = "10340"
    # ruleid: py-trust-boundary-session
    session.update({"lang": request.headers.get("Accept-Language", "en")})
    # A constant key and a number: nothing the client chose survives.
    # ok: py-trust-boundary-session
    session["visits"] = int(request.cookies.get("visits", "0")) + 1
    # ok: py-trust-boundary-session
    session["theme-set"] = True
    return "saved"


@app.route("/role/<role>")
def set_role(role):
    # ruleid: py-trust-boundary-session
    session["wanted-role"] = role
    if role not in ROLES:
        abort(400)
    # After the allowlist check the value is one of the constants.
    # ok: py-trust-boundary-session
    session["role"] = role
    return "ok"


@app.route("/login", methods=["POST"])
def login():
    user = request.form.get("user", "")
    # Stored under a key the client chose... but only after it matched a fixed table.
    if user in ("alice", "bob"):
        # ok: py-trust-boundary-session
        session[user] = "logged-in"
    # A session read put back: not request data.
    # ok: py-trust-boundary-session
    session["last"] = session.get("current", "")
    return "ok"


LANGUAGES = frozenset({"en", "fr", "de"})
REGIONS = tuple(["eu", "us"])


@app.route("/lang", methods=["POST"])
def language():
    lang = request.headers.get("X-Lang")
    # frozenset()/tuple() of a constant collection is still a fixed allow-list.
    if lang in LANGUAGES:
        # ok: py-trust-boundary-session
        session["lang"] = lang
    region = request.form.get("region")
    if region in REGIONS:
        # ok: py-trust-boundary-session
        session["region"] = region
    # ruleid: py-trust-boundary-session
    session["raw_lang"] = lang
    return "ok"


PREFERENCE_CHOICES = {"theme": ("light", "dark"), "density": ("comfortable", "compact")}


@app.route("/preferences", methods=["POST"])
def preferences():
    picked = {}
    # A loop over a constant table of allow-lists: each value checked against one of them.
    for key, allowed in PREFERENCE_CHOICES.items():
        value = request.form.get(key)
        if value in allowed:
            picked[key] = value
    # ok: py-trust-boundary-session
    session.update(picked)
    unchecked = {}
    for key in PREFERENCE_CHOICES.keys():
        unchecked[key] = request.form.get(key)
    # ruleid: py-trust-boundary-session
    session.update(unchecked)
    return "ok"


@app.route("/draft", methods=["PUT"])
def save_draft():
    stored = session.setdefault("draft", {})
    stored.update(request.get_json() or {})
    # ruleid: py-trust-boundary-session
    session["draft"] = stored
    counters = session.setdefault("counters", {})
    counters.update({"saves": 1})
    # ok: py-trust-boundary-session
    session["counters"] = counters
    return "ok"
