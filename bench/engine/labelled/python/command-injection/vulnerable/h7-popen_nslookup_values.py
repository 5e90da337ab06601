import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/tools/dns", methods=["GET", "POST"])
def dns_lookup():
    host = request.values.get("host", "localhost")
    record = request.values.get("type", "A")
    output = os.popen(f"nslookup -type={record} {host}").read()
    return "<pre>" + output.replace("<", "&lt;") + "</pre>"
