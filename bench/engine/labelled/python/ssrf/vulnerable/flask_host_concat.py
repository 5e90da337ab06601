import requests
from flask import Flask, request

app = Flask(__name__)


@app.get("/health/<host>")
def health(host):
    r = requests.get("http://" + host + ":9000/health", timeout=2)
    return {"up": r.ok}
