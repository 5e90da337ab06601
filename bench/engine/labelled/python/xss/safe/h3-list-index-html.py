from flask import Flask, request

app = Flask(__name__)


@app.route("/title", methods=["POST"])
def title():
    param = request.form.get("title", "")
    parts = ["Welcome", param, "Goodbye"]
    return "<h1>" + parts[2] + "</h1>"
