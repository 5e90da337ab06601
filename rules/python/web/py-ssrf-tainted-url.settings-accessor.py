from functools import lru_cache
from urllib.parse import urlparse

import requests
from flask import Flask, request


class Settings:
    webhook_hosts = ("hooks.slack.example", "chat.example")


@lru_cache
def get_settings():
    return Settings()


def requested_hosts():
    return request.args.getlist("allow")


def host_of(url):
    return (urlparse(url).hostname or "").lower()


def path_of(url):
    return urlparse(url).path


app = Flask(__name__)


@app.route("/hooks/test", methods=["POST"])
def test_hook():
    url = request.form["url"]
    if urlparse(url).hostname not in get_settings().webhook_hosts:
        return "host not allowed", 400
    # ok: py-ssrf-tainted-url
    return str(requests.post(url, json={"ping": True}).status_code)


@app.route("/hooks/echo", methods=["POST"])
def echo_hook():
    url = request.form["url"]
    # The list comes from the same request: it allows whatever the caller names.
    if urlparse(url).hostname not in requested_hosts():
        return "host not allowed", 400
    # ruleid: py-ssrf-tainted-url
    return str(requests.post(url, json={"ping": True}).status_code)


@app.route("/hooks/by-helper", methods=["POST"])
def by_helper():
    url = request.form["url"]
    if host_of(url) not in get_settings().webhook_hosts:
        return "host not allowed", 400
    # ok: py-ssrf-tainted-url
    return str(requests.post(url, json={"ping": True}).status_code)


@app.route("/hooks/by-path", methods=["POST"])
def by_path():
    url = request.form["url"]
    # The path is checked, not the host: any server can serve /hooks/in.
    if path_of(url) not in ("/hooks/in", "/hooks/alt"):
        return "path not allowed", 400
    # ruleid: py-ssrf-tainted-url
    return str(requests.post(url, json={"ping": True}).status_code)
