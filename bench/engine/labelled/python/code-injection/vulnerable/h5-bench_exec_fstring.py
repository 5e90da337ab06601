from flask import Flask, request

app = Flask(__name__)


def make_snippet(name):
    return f"greeting = 'hello ' + {name!r}\nprint(greeting)\nresult = {name}"


@app.route("/bench/codei-03")
def bench_codei_03():
    name = request.cookies.get("name", "guest")
    scope = {}
    exec(make_snippet(name), {}, scope)
    return str(scope.get("result"))
