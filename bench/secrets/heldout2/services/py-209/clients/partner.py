import base64
import requests

AUTH = "Basic " + base64.b64encode(f"{os.environ['PARTNER_USER']}:{os.environ['PARTNER_PASS']}".encode()).decode()
SHOPIFY_API_KEY = "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"

def fetch(order_id):
    headers = {
        "Authorization": AUTH,
        "X-Api-Key": os.environ["PARTNER_API_KEY"],
        "X-Request-Id": "5ad0bbce-c217-4738-ae90-bdebec350b44",
    }
    return requests.get(f"https://partner.example.com/orders/{order_id}", headers=headers, timeout=10)

def send_webhook(payload):
    requests.post("https://hooks.slack.com/services/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", json=payload)
