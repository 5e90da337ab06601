import os
from flask import Flask, request

app = Flask(__name__)


@app.post("/avatar/delete")
def delete_avatar():
    os.remove(os.path.join("static/avatars", os.path.basename(request.cookies.get("avatar", ""))))
    return "", 204
