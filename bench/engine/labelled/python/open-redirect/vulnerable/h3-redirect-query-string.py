from urllib.parse import parse_qs

from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/go")
def go():
    qs = parse_qs(request.query_string.decode("utf-8"))
    target = qs.get("to", ["/"])[0]
    return redirect(target)
