from flask import Flask

app = Flask(__name__)


@app.route("/docs/<path:page>")
def docs(page):
    with open("docs/" + page) as fh:
        return fh.read(), 200, {"Content-Type": "text/plain"}
