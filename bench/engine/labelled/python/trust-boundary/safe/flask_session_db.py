from flask import Flask, request, session
from .users import authenticate

app = Flask(__name__)


@app.post("/login")
def login():
    user = authenticate(request.form["email"], request.form["password"])
    if user is None:
        return {"error": "invalid"}, 401
    session["user_id"] = user.id
    return {"ok": True}
