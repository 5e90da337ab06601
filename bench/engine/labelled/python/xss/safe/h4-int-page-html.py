from flask import Flask, request

app = Flask(__name__)


@app.route("/pager")
def pager():
    page = request.args.get("page", 1, type=int)
    return f"<nav><a href='?page={page - 1}'>prev</a> page {page} <a href='?page={page + 1}'>next</a></nav>"
