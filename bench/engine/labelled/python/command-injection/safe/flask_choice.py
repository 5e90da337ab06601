import os
from flask import Flask, request

app = Flask(__name__)
COMMANDS = {"disk": "df -h", "memory": "free -m", "load": "uptime"}


@app.get("/status")
def status():
    cmd = COMMANDS.get(request.args.get("what"), "uptime")
    return os.popen(cmd).read()
