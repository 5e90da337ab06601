import shlex
import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.post("/convert")
def convert():
    name = request.form["name"]
    cmd = "convert /data/in.png /data/{}.jpg".format(shlex.quote(name))
    subprocess.check_call(cmd, shell=True)
    return "done"
