import os
from flask import Flask, request

app = Flask(__name__)


@app.post("/avatar/delete")
def delete_avatar():
    os.remove("static/avatars/" + request.cookies.get("avatar"))
    return "", 204
