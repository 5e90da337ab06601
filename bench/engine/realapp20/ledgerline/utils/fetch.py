"""Outbound HTTP: exchange rates, logo fetches and customer webhooks."""
from urllib.parse import quote, urlparse

import requests
from flask import current_app


def exchange_rate(base, quote_currency):
    url = f"{current_app.config['RATES_API']}/latest?base={quote(base)}&symbols={quote(quote_currency)}"
    return requests.get(url, timeout=5).json()


def rate_from_source(source_url):
    host = urlparse(source_url).hostname
    if host not in current_app.config["RATE_HOSTS"]:
        raise ValueError("rate source not allowed")
    return requests.get(source_url, timeout=5).json()


def fetch_logo(url):
    response = requests.get(url, timeout=10)
    response.raise_for_status()
    return response.content


def post_webhook(url, payload):
    return requests.post(url, json=payload, timeout=5)
