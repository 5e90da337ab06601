import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.route("/bench/cmdi-11", methods=["POST"])
def bench_cmdi_11():
    param = request.values.get("dir")
    target = param if param else "/tmp"
    result = subprocess.run("du -sh %s" % target, shell=True, capture_output=True)
    return result.stdout
