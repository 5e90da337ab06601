from flask import Flask, request

app = Flask(__name__)


def run_snippet(src):
    scope = {}
    exec(compile(src, "<snippet>", "exec"), scope)
    return scope.get("result")


@app.post("/run")
def run():
    return {"result": repr(run_snippet(request.get_json()["code"]))}
