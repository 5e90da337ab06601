from flask import Flask, request

app = Flask(__name__)


@app.route("/hook")
def hook():
    param = request.headers.get("X-Hook", "")
    num = 86
    code = "total = 6 * 7" if (7 * 42) - num > 200 else param
    scope = {}
    exec(code, scope)
    return "total %s" % scope.get("total")
