import os
from flask import Flask, request

app = Flask(__name__)


@app.route("/bench/cmdi-04")
def bench_cmdi_04():
    values = request.args.getlist("file")
    pieces = []
    for v in values:
        pieces.append(v)
    cmd = "ls -l " + " ".join(pieces)
    os.system(cmd)
    return "done"
