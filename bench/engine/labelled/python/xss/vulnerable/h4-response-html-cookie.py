from flask import Flask, Response, request

app = Flask(__name__)


@app.route("/welcome")
def welcome():
    name = request.cookies.get("display_name", "friend")
    page = "<html><body><p>Hello, {}!</p></body></html>".format(name)
    return Response(page, mimetype="text/html")
