"""Notify a team's chat channel when expenses are submitted or approved."""
import logging
from urllib.parse import urlparse

from flask import current_app

from ..utils import http, tokens

log = logging.getLogger(__name__)


def host_allowed(url):
    parsed = urlparse(url)
    return parsed.scheme == "https" and parsed.hostname in current_app.config["WEBHOOK_ALLOWED_HOSTS"]


def notify(team, event, payload):
    if not team.webhook_url or not host_allowed(team.webhook_url):
        return None
    return http.post_json(team.webhook_url, {"event": event, "data": payload})


def test_delivery(url):
    return http.post_json(url, {"event": "ping"}).status_code


def exchange_rates(base):
    api = current_app.config["FX_API_URL"]
    return http.get(f"{api}/latest", params={"base": base, "access_key": current_app.config["FX_API_KEY"]}).json()


def backoff(attempt):
    return tokens.retry_jitter(attempt)
