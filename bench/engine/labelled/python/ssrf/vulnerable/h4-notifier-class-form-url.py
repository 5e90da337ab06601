import requests
from flask import Flask, request

app = Flask(__name__)


class Notifier:
    def __init__(self, callback_url):
        self.callback_url = callback_url

    def send(self, event):
        return requests.post(self.callback_url, json={"event": event}, timeout=5)


@app.route("/subscriptions", methods=["POST"])
def subscribe():
    notifier = Notifier(request.form["callback"])
    notifier.send("subscribed")
    return {"ok": True}
