from urllib.parse import quote, urlparse

import requests
from flask import current_app


class HostNotAllowed(ValueError):
    pass


def fetch_from_partner(url):
    host = urlparse(url).hostname
    if host not in current_app.config["PARTNER_LAB_HOSTS"]:
        raise HostNotAllowed(host)
    return requests.get(url, timeout=10)


def fetch_document(url):
    return requests.get(url, timeout=15, stream=True)


def reference_range(test_code):
    base = current_app.config["REFERENCE_API"]
    return requests.get(f"{base}/ranges/{quote(test_code, safe='')}", timeout=5).json()


def post_to_registry(payload):
    return requests.post(
        current_app.config["REFERENCE_API"] + "/registry", json=payload, timeout=10, verify=False
    )


def post_to_registry_verified(payload):
    return requests.post(
        current_app.config["REFERENCE_API"] + "/registry/v2",
        json=payload,
        timeout=10,
        verify=current_app.config["CA_BUNDLE"],
    )
