from flask import Flask, request

app = Flask(__name__)

SNIPPET = "result = sum(range(int(n)))"


@app.route("/bench/codei-04")
def bench_codei_04():
    n = request.cookies.get("n", "10")
    if not n.isdigit():
        return "bad", 400
    scope = {"n": n}
    exec(SNIPPET, {}, scope)
    return str(scope.get("result"))
