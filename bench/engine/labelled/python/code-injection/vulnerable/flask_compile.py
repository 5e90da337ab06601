from flask import Flask, request

app = Flask(__name__)


@app.post("/rule")
def rule():
    code = compile("result = " + request.json["formula"], "<rule>", "exec")
    scope = {}
    exec(code, scope)
    return {"result": scope["result"]}
