import os
import shlex
from flask import Flask, request

app = Flask(__name__)


@app.route("/bench/cmdi-05")
def bench_cmdi_05():
    values = request.args.getlist("file")
    pieces = []
    for v in values:
        pieces.append(shlex.quote(v))
    cmd = "ls -l " + " ".join(pieces)
    os.system(cmd)
    return "done"
