import ipaddress
import os

from flask import Flask, abort, request

app = Flask(__name__)


@app.post("/net/trace")
def trace():
    raw = request.form.get("target", "")
    try:
        target = ipaddress.ip_address(raw)
    except ValueError:
        abort(400, "target must be an IP address")
    stream = os.popen("traceroute -n -w 2 %s" % target)
    lines = stream.read().splitlines()
    stream.close()
    return {"hops": lines}
