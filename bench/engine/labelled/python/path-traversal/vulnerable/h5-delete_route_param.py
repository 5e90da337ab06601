import os
from flask import Flask

app = Flask(__name__)
CACHE = "/var/cache/thumbs"


@app.route("/cache/<path:key>", methods=["DELETE"])
def evict(key):
    os.remove(CACHE + "/" + key)
    return "", 204
