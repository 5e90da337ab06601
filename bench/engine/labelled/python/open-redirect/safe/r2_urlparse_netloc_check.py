from urllib.parse import urlparse
from flask import Flask, request, redirect

app = Flask(__name__)


def is_local(url):
    parts = urlparse(url)
    return not parts.netloc and not parts.scheme


@app.route("/go")
def go():
    target = request.args.get("to", "/")
    if not is_local(target):
        target = "/"
    return redirect(target)
