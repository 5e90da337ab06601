from flask import Flask, request

app = Flask(__name__)


class Loader:
    base = "/var/app/templates"

    def read(self, name):
        with open("{}/{}".format(self.base, name)) as fh:
            return fh.read()


@app.route("/bench/pt-13")
def bench_pt_13():
    name = request.args.get("tpl", "index.txt")
    return Loader().read(name)
