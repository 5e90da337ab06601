import requests
from flask import Flask, request

app = Flask(__name__)


@app.post("/import")
def import_feed():
    r = requests.get("https://feeds.example/api/v2/feed", params={"id": request.form["feed"]}, timeout=5)
    return {"bytes": len(r.content)}
