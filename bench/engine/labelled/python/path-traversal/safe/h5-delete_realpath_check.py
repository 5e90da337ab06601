import os
from flask import Flask, abort

app = Flask(__name__)
CACHE = "/var/cache/thumbs"


@app.route("/cache/<path:key>", methods=["DELETE"])
def evict(key):
    full = os.path.realpath(os.path.join(CACHE, key))
    if not full.startswith(CACHE + os.sep):
        abort(400)
    os.remove(full)
    return "", 204
