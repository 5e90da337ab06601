from pathlib import Path

from flask import Flask, Response

app = Flask(__name__)
LOG_ROOT = Path("/var/log/app")


class LogReader:
    def __init__(self, root):
        self.root = root

    def tail(self, relative, lines=100):
        with open(f"{self.root}/{relative}", encoding="utf-8", errors="replace") as fh:
            return fh.readlines()[-lines:]


@app.route("/logs/<path:relative>")
def show_log(relative):
    content = LogReader(LOG_ROOT).tail(relative)
    return Response("".join(content), mimetype="text/plain")
