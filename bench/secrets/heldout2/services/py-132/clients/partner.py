import base64
import requests

AUTH = "Basic " + base64.b64encode(f"{os.environ['PARTNER_USER']}:{os.environ['PARTNER_PASS']}".encode()).decode()
GITLAB_API_KEY = "glpat-8CD0gt5sMOr1tTMrPq8W"

def fetch(order_id):
    headers = {
        "Authorization": AUTH,
        "X-Api-Key": "ec9357df44f87cd48cfbceccb7312072",
        "X-Request-Id": "08219680-056e-4b32-8fa9-3b7a4fa37637",
    }
    return requests.get(f"https://partner.example.com/orders/{order_id}", headers=headers, timeout=10)

def send_webhook(payload):
    requests.post("https://hooks.slack.com/services/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", json=payload)
