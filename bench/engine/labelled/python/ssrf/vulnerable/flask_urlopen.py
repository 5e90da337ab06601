from urllib.request import urlopen
from flask import Flask, request

app = Flask(__name__)


@app.post("/import")
def import_feed():
    with urlopen(request.form["feed"]) as resp:
        return {"bytes": len(resp.read())}
