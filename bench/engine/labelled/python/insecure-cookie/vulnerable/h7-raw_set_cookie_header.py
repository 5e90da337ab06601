import uuid

from flask import Flask, make_response

app = Flask(__name__)


@app.get("/visit")
def visit():
    visitor = uuid.uuid4().hex
    resp = make_response("welcome")
    resp.headers["Set-Cookie"] = f"visitor_session={visitor}; Path=/"
    return resp
