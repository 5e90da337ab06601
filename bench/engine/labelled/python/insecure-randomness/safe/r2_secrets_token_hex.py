import secrets
from flask import Flask, session

app = Flask(__name__)


@app.post("/csrf")
def csrf():
    session["csrf"] = secrets.token_hex(16)
    return {"ok": True}
