import functools
import subprocess
from functools import partial

from flask import Flask, request

app = Flask(__name__)

run_shell = functools.partial(subprocess.run, shell=True, check=False)
run_args = partial(subprocess.run, check=False)


def run(prefix, arg):
    # ruleid: py-command-injection
    return subprocess.check_output(prefix + " " + arg, shell=True)


@app.route("/convert")
def convert():
    # The partial presets shell=True: the call is subprocess.run(text, shell=True).
    # ruleid: py-command-injection
    run_shell("convert " + request.args["img"] + " out.png")
    # A partial without shell, called with an argument list.
    # ok: py-command-injection
    run_args(["convert", request.args["img"], "out.png"])
    return "ok"


@app.route("/list")
def list_dir():
    lister = functools.partial(run, "ls -la")
    # ruleid: py-command-injection
    return lister(request.args["dir"])


@app.route("/list-fixed")
def list_fixed():
    lister = functools.partial(run, "ls -la")
    # ok: py-command-injection
    return lister("/srv/public")
