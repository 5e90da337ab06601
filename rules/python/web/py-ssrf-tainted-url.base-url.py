# A base URL the program chose (configuration, no request data) followed by a path written in the
# code: the request's value only changes the path, never the host.
import os
from urllib.parse import quote

import requests
from flask import Flask, current_app, request

app = Flask(__name__)
app.config["CATALOGUE_API"] = os.environ.get("CATALOGUE_API", "http://catalogue.internal:8080")


@app.route("/items/<code>")
def item(code):
    base = current_app.config["CATALOGUE_API"]
    # ok: py-ssrf-tainted-url
    found = requests.get(f"{base}/items/{quote(code, safe='')}", timeout=5).json()
    # ok: py-ssrf-tainted-url
    stock = requests.request("GET", base + "/stock/" + code, timeout=5).json()
    # A query written right after the base: the input is in the query string.
    # ok: py-ssrf-tainted-url
    search = requests.get(base + "?q=" + quote(code), timeout=5).json()
    # The input right after the base: `base` + "@evil.example/" or "/..//evil.example" text decides.
    # ruleid: py-ssrf-tainted-url
    raw = requests.get(f"{base}{code}", timeout=5).text
    # The base is only a scheme: the host is the input.
    scheme = current_app.config.get("CATALOGUE_SCHEME", "https:")
    # ruleid: py-ssrf-tainted-url
    other = requests.get(f"{scheme}//{code}/items", timeout=5).text
    # The path part starts with the input itself: still after the fixed host, but nothing is pinned.
    # ruleid: py-ssrf-tainted-url
    edge = requests.get(base + "/" + request.args["path"], timeout=5).text
    return {"found": found, "search": search, "stock": stock, "raw": raw, "other": other, "edge": edge}
