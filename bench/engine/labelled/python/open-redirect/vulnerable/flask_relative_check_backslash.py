from urllib.parse import urlparse
from flask import Flask, request, redirect

app = Flask(__name__)


@app.route("/login/done")
def login_done():
    nxt = request.args.get("next", "/")
    parsed = urlparse(nxt)
    if parsed.netloc or parsed.scheme:
        nxt = "/"
    return redirect(nxt)
