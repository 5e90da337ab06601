from flask import Flask, request

app = Flask(__name__)


def greeting(name):
    return f"<h1>Hello, {name}!</h1>"


@app.route("/hello")
def hello():
    name = request.args.get("name", "guest")
    return greeting(name)
