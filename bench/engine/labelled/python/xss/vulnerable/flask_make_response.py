from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/search")
def search():
    q = request.args.get("q", "")
    resp = make_response("<p>No results for " + q + "</p>")
    resp.headers["Content-Type"] = "text/html"
    return resp
