import logging

import httpx
import requests

from ..config import get_settings

log = logging.getLogger(__name__)
MAIL_ENDPOINT = "https://api.mailer.example/v3/send"


def send_reset_mail(email: str, code: str) -> None:
    requests.post(
        MAIL_ENDPOINT,
        json={"to": email, "template": "reset", "vars": {"code": code}},
        headers={"Authorization": f"Bearer {get_settings().mail_api_key}"},
        timeout=5,
    )


def deliver(hook_url: str, payload: dict) -> None:
    try:
        requests.post(hook_url, json=payload, timeout=5)
    except requests.RequestException:
        log.warning("webhook delivery failed")


def fetch_favicon(site: str) -> bytes | None:
    with httpx.Client(timeout=5, follow_redirects=True) as client:
        response = client.get(site.rstrip("/") + "/favicon.ico")
    return response.content if response.status_code == 200 else None


def geocode(postcode: str) -> dict:
    return httpx.get("https://geo.toolshed.example/v1/lookup", params={"postcode": postcode}, timeout=5).json()
