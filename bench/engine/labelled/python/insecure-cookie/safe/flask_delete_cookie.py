from flask import Flask, make_response

app = Flask(__name__)


@app.post("/logout")
def logout():
    resp = make_response("", 204)
    resp.delete_cookie("remember")
    return resp
