import json
import urllib.request

from flask import Flask, request
from flask.views import MethodView


class WebhookTest(MethodView):
    def post(self):
        config = request.get_json()
        hook_url = config["endpoint"]
        body = json.dumps({"event": "ping"}).encode()
        req = urllib.request.Request(hook_url, data=body, headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=10) as resp:
            status = resp.status
        return {"delivered": status < 400, "status": status}


app = Flask(__name__)
app.add_url_rule("/webhooks/test", view_func=WebhookTest.as_view("webhook_test"))
