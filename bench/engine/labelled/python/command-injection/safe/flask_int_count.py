import os
from flask import Flask, request

app = Flask(__name__)


@app.route("/tail")
def tail():
    lines = int(request.args.get("lines", 20))
    return os.popen("tail -n %d /var/log/app.log" % lines).read()
