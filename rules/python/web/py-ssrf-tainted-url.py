import urllib.request
from urllib.parse import urlsplit

import httpx
import requests
from flask import Flask, request

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
    # The path of a fixed host is tainted; the engine cannot tell the host is constant.
    # todook: py-ssrf-tainted-url
    item = requests.get("https://api.example.com/items/" + str(request.args["item"]))
    return str((body, data, r, s, any_method, q, chosen, fixed, item))



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
