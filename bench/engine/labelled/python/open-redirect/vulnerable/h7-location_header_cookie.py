from flask import Flask, make_response, request

app = Flask(__name__)


@app.get("/resume")
def resume():
    last_page = request.cookies.get("last_page", "/")
    resp = make_response("", 302)
    resp.headers["Location"] = last_page
    return resp
