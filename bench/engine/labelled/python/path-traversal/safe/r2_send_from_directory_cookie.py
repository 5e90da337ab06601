from flask import Flask, request, send_from_directory

app = Flask(__name__)


@app.route("/theme.css")
def theme():
    name = request.cookies.get("theme", "light")
    return send_from_directory("themes", name + ".css")
