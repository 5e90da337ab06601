import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.get("/grep")
def grep():
    pattern = request.args["pattern"]
    out = subprocess.check_output(["sh", "-c", "grep -r " + pattern + " /srv/logs"])
    return out.decode()
