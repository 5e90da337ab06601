import base64

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/hello")
def hello():
    name = request.cookies.get("name", "")
    round_trip = base64.b64decode(base64.b64encode(name.encode())).decode()
    resp = make_response("<p>Hello, %s</p>" % round_trip)
    resp.headers["Content-Type"] = "text/html"
    return resp
