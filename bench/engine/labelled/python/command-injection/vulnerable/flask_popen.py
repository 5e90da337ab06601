import os
from flask import Flask, request

app = Flask(__name__)


@app.route("/du/<path:folder>")
def disk_usage(folder):
    return os.popen("du -sh /data/" + folder).read()
