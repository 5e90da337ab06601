import urllib.parse
import urllib.request
from urllib.parse import urlparse

import requests
from flask import current_app

PARTNER_HOSTS = {"hooks.harborstreetfood.example", "alerts.foodnetwork.example"}


def geocode(address):
    url = current_app.config["GEOCODER_URL"] + "?q=" + urllib.parse.quote(address)
    response = requests.get(url, timeout=5)
    response.raise_for_status()
    return response.json()


def notify_donor_hook(hook_url, payload):
    resp = requests.post(hook_url, json=payload, timeout=5)
    return resp.status_code


def notify_partner(hook_url, payload):
    if urlparse(hook_url).hostname not in PARTNER_HOSTS:
        raise ValueError("unknown partner host")
    response = requests.post(hook_url, json=payload, timeout=5, allow_redirects=False)
    return response.status_code


def fetch_feed(feed_url):
    with urllib.request.urlopen(feed_url, timeout=10) as fh:
        return fh.read()


def push_to_crm(donor):
    return requests.post(
        current_app.config["DONOR_CRM_URL"],
        json={"name": donor.name, "city": donor.city},
        timeout=10,
    ).status_code


def county_holidays():
    return requests.get(
        "https://data.harborcounty.example/holidays.json", timeout=5, verify=False
    ).json()


def county_routes():
    return requests.get("https://data.harborcounty.example/routes.json", timeout=5).json()
