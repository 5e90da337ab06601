import os
from flask import Flask, request

app = Flask(__name__)


class Loader:
    base = "/var/app/templates"

    def read(self, name):
        with open(os.path.join(self.base, os.path.basename(name))) as fh:
            return fh.read()


@app.route("/bench/pt-14")
def bench_pt_14():
    name = request.args.get("tpl", "index.txt")
    return Loader().read(name)
