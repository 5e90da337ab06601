"""Outgoing HTTP: one session with sane timeouts for every caller."""
import logging

import requests

log = logging.getLogger(__name__)

_session = requests.Session()
_session.headers["User-Agent"] = "Tallybook/2.3 (+https://tallybook.io)"

DEFAULT_TIMEOUT = 10


def get(url, **kwargs):
    kwargs.setdefault("timeout", DEFAULT_TIMEOUT)
    response = _session.get(url, **kwargs)
    response.raise_for_status()
    return response


def post_json(url, payload, **kwargs):
    kwargs.setdefault("timeout", DEFAULT_TIMEOUT)
    response = _session.post(url, json=payload, **kwargs)
    log.info("POST %s -> %s", url, response.status_code)
    return response
