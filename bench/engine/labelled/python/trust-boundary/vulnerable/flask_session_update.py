from flask import Flask, request, session

app = Flask(__name__)


@app.post("/profile")
def profile():
    session.update(request.get_json())
    return {"ok": True}
