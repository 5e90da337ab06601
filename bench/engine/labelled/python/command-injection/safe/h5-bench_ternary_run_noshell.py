import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.route("/bench/cmdi-12", methods=["POST"])
def bench_cmdi_12():
    param = request.values.get("dir")
    target = "/tmp" if param else "/var/tmp"
    result = subprocess.run("du -sh %s" % target, shell=True, capture_output=True)
    return result.stdout
