import json

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/hello")
def hello():
    name = request.cookies.get("name", "")
    resp = make_response(json.dumps({"greeting": "Hello, " + name}))
    resp.headers["Content-Type"] = "application/json"
    return resp
