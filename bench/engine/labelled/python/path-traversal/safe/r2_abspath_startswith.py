import os
from flask import Flask, request, send_file, abort

app = Flask(__name__)
ROOT = os.path.abspath("/srv/static-docs")


@app.route("/doc")
def doc():
    target = os.path.abspath(os.path.join(ROOT, request.args.get("p", "")))
    if not target.startswith(ROOT + os.sep):
        abort(403)
    return send_file(target)
