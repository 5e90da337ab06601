from flask import Flask, request, make_response
from markupsafe import escape

app = Flask(__name__)


@app.route("/hello")
def hello():
    name = request.args.get("name", "world")
    resp = make_response("<h1>Hello, " + str(escape(name)) + "!</h1>")
    resp.headers["Content-Type"] = "text/html"
    return resp
