import requests
from flask import current_app

from ..utils.urls import host_allowed


def post_webhook(url, event, payload):
    if not host_allowed(url, current_app.config["WEBHOOK_ALLOWED_HOSTS"]):
        raise ValueError("webhook host not allowed")
    return requests.post(url, json={"event": event, "data": payload}, timeout=5)


def fetch_court_record(docket_number):
    number = int(docket_number)
    return requests.get(f"{current_app.config['COURT_API']}/dockets/{number}", timeout=10).json()


def fetch_preview(url):
    """Link previews for URLs pasted into notes."""
    response = requests.get(url, timeout=5, allow_redirects=True)
    return response.text[:2048]
