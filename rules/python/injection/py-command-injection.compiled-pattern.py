import re
import subprocess

from flask import Flask, abort, request

app = Flask(__name__)
HOST_RE = re.compile(r"^[a-zA-Z0-9.-]{1,253}$")
LOOSE_RE = re.compile(r"^[a-zA-Z0-9.; -]+$")
LINES_RE = re.compile(r"^[a-z0-9.-]+$", re.M)


@app.route("/ping")
def ping():
    host = request.args["host"]
    # A compiled anchored pattern of host-name characters: no shell syntax passes.
    if not HOST_RE.match(host):
        abort(400)
    # ok: py-command-injection
    return subprocess.run(f"ping -c1 {host}", shell=True, capture_output=True).stdout


@app.route("/ping-loose")
def ping_loose():
    host = request.args["host"]
    # `;` and spaces pass this class.
    if not LOOSE_RE.fullmatch(host):
        abort(400)
    # ruleid: py-command-injection
    return subprocess.run(f"ping -c1 {host}", shell=True, capture_output=True).stdout


@app.route("/ping-lines")
def ping_lines():
    host = request.args["host"]
    # Compiled with re.M: `$` matches before a line break, the next line is unchecked.
    if not LINES_RE.match(host):
        abort(400)
    # ruleid: py-command-injection
    return subprocess.run(f"ping -c1 {host}", shell=True, capture_output=True).stdout
