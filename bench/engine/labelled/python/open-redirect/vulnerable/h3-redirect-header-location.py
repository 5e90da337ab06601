from flask import Flask, Response, request

app = Flask(__name__)


@app.route("/back")
def back():
    ref = request.headers.get("Referer") or request.args.get("next", "/")
    resp = Response(status=302)
    resp.headers["Location"] = ref
    return resp
