from urllib.parse import urlparse
from flask import Flask, request, redirect

app = Flask(__name__)


@app.route("/lang/<code>")
def set_lang(code):
    back = request.headers.get("Referer", "/")
    if urlparse(back).netloc != request.host:
        back = "/"
    resp = redirect(back)
    resp.set_cookie("lang", code[:2], secure=True, httponly=True, samesite="Lax")
    return resp
