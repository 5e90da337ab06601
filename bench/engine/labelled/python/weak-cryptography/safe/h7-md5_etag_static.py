import hashlib

from flask import Flask, make_response, request

app = Flask(__name__)

BANNER = "<div class='banner'>Spring sale</div>"


@app.get("/banner")
def banner():
    etag = hashlib.md5(BANNER.encode(), usedforsecurity=False).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return "", 304
    resp = make_response(BANNER)
    resp.headers["ETag"] = etag
    return resp
