"""Outbound HTTP: press feeds, partner listings, payment provider callbacks."""
from urllib.parse import urlparse

import requests
from django.conf import settings

TIMEOUT = 8


def fetch_press_items(feed_url):
    response = requests.get(feed_url, timeout=TIMEOUT)
    response.raise_for_status()
    return response.json().get("items", [])


def fetch_partner_listing(url):
    host = urlparse(url).hostname or ""
    if host not in settings.PARTNER_FEED_HOSTS:
        raise ValueError("partner feed host is not allowed")
    return requests.get(url, timeout=TIMEOUT).json()


def notify_callback(callback_url, payload):
    return requests.post(callback_url, json=payload, timeout=TIMEOUT)


def fetch_exchange_rates():
    return requests.get("https://rates.stagedoor.example.org/v1/gbp", timeout=TIMEOUT).json()


def box_office_status():
    return requests.get(
        "https://tills.stagedoor.internal/status",
        timeout=TIMEOUT,
        verify=False,
    ).json()
