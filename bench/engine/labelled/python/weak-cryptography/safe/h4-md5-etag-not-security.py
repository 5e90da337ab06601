import hashlib

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/feed.xml")
def feed():
    body = open("/srv/static/feed.xml", "rb").read()
    etag = hashlib.md5(body, usedforsecurity=False).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return "", 304
    resp = make_response(body)
    resp.headers["ETag"] = etag
    resp.headers["Content-Type"] = "application/rss+xml"
    return resp
