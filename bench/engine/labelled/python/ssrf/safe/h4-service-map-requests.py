import requests
from flask import Flask, abort, request

app = Flask(__name__)

SERVICES = {
    "billing": "http://127.0.0.1:8001/health",
    "search": "http://127.0.0.1:8002/health",
}


class Notifier:
    def __init__(self, callback_url):
        self.callback_url = callback_url

    def send(self, event):
        return requests.post(self.callback_url, json={"event": event}, timeout=5)


@app.route("/subscriptions", methods=["POST"])
def subscribe():
    url = SERVICES.get(request.form["service"])
    if url is None:
        abort(404)
    Notifier(url).send("subscribed")
    return {"ok": True}
