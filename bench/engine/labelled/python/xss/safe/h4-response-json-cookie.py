import json

from flask import Flask, Response, request

app = Flask(__name__)


@app.route("/welcome")
def welcome():
    name = request.cookies.get("display_name", "friend")
    return Response(json.dumps({"greeting": "Hello, {}!".format(name)}), mimetype="application/json")
