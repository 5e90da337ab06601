import urllib.request
from urllib.parse import urlparse, urlsplit

import httpx
import requests
from flask import Flask, abort, request

app = Flask(__name__)
session = requests.Session()

UPSTREAMS = {"weather": "https://api.weather.example/v1", "news": "https://news.example/api"}


@app.route("/fetch")
def fetch():
    url = request.args["url"]
    # ruleid: py-ssrf-tainted-url
    body = requests.get(url, timeout=5).text
    # ruleid: py-ssrf-tainted-url
    data = urllib.request.urlopen(url).read()
    # ruleid: py-ssrf-tainted-url
    r = httpx.post(url=url, json={"ping": 1})
    # ruleid: py-ssrf-tainted-url
    s = session.get(url)
    # ruleid: py-ssrf-tainted-url
    any_method = requests.request("GET", url)
    # Input only in the query parameters, the host is fixed.
    # ok: py-ssrf-tainted-url
    q = requests.get("https://search.example/api", params={"q": url}, timeout=5)
    # ok: py-ssrf-tainted-url
    chosen = requests.get(UPSTREAMS[request.args["service"]], timeout=5)
    # ok: py-ssrf-tainted-url
    fixed = requests.request("POST", "https://audit.example/log", data=url)
    # Only the path of a fixed host is tainted: the request goes where the program chose.
    # ok: py-ssrf-tainted-url
    item = requests.get("https://api.example.com/items/" + str(request.args["item"]))
    # ok: py-ssrf-tainted-url
    page = httpx.get(url=f"https://wiki.example.org/page/{url}")
    # The host itself comes from the request.
    # ruleid: py-ssrf-tainted-url
    probe = requests.get(f"https://{url}/status")
    # ruleid: py-ssrf-tainted-url
    scheme_only = requests.get("https://" + url)
    return str((body, data, r, s, any_method, q, chosen, fixed, item, page, probe, scheme_only))



@app.route("/mirror")
def mirror():
    url = request.args.get("url", "")
    if url not in ("https://status.example/health", "https://status.example/ping"):
        return "unknown", 400
    # ok: py-ssrf-tainted-url
    return requests.get(url, timeout=5).text


@app.route("/mirror2")
def mirror2():
    url = request.args.get("url", "")
    # ruleid: py-ssrf-tainted-url
    body = requests.get(url, timeout=5).text
    if urlsplit(url).hostname != "status.example":
        return "unknown", 400
    # ok: py-ssrf-tainted-url
    return body + requests.get(url, timeout=5).text


FETCH_HOSTS = {"api.example.com", "cdn.example.com"}


@app.route("/fetch-parsed")
def fetch_parsed():
    target = request.args["url"]
    parsed = urlparse(target)
    if parsed.netloc not in FETCH_HOSTS:
        abort(400)
    # ok: py-ssrf-tainted-url
    return requests.get(target).text


@app.route("/fetch-host")
def fetch_host():
    target = request.args["url"]
    host = urlparse(target).hostname
    if host not in FETCH_HOSTS:
        abort(400)
    # ok: py-ssrf-tainted-url
    return requests.get(target).text


@app.route("/fetch-scheme")
def fetch_scheme():
    target = request.args["url"]
    parsed = urlparse(target)
    # The scheme is pinned, the host is not.
    if parsed.scheme not in ("http", "https"):
        abort(400)
    # ruleid: py-ssrf-tainted-url
    return requests.get(target).text


@app.route("/fetch-same-host")
def fetch_same_host():
    url = request.args["url"]
    # The Host header is the client's own: matching it proves nothing for a request the server makes.
    if urlparse(url).netloc == request.host:
        # ruleid: py-ssrf-tainted-url
        return requests.get(url, timeout=5).text
    return "no"


def _webhook_host_allowed(url):
    parsed = urlparse(url)
    return parsed.scheme == "https" and parsed.hostname in app.config["WEBHOOK_ALLOWED_HOSTS"]


@app.route("/webhook/test", methods=["POST"])
def webhook_test():
    target = request.form["url"]
    # ruleid: py-ssrf-tainted-url
    requests.post(target, json={"event": "ping"}, timeout=5)
    if not target or not _webhook_host_allowed(target):
        abort(400)
    # A host from the application's configured allow-list: the request did not choose it.
    # ok: py-ssrf-tainted-url
    requests.post(target, json={"event": "ping"}, timeout=5)
    return "sent"
