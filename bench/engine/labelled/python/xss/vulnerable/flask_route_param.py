from flask import Flask

app = Flask(__name__)


@app.route("/tag/<tag>")
def tag(tag):
    return "<h2>Posts tagged " + tag + "</h2>"
