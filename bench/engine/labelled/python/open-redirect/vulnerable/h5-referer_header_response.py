from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/lang/<code>")
def set_lang(code):
    back = request.headers.get("Referer", "/")
    resp = make_response("", 302)
    resp.headers["Location"] = back
    resp.set_cookie("lang", code[:2], secure=True, httponly=True, samesite="Lax")
    return resp
