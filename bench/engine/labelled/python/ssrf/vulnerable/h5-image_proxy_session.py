import requests
from flask import Flask, request, Response

app = Flask(__name__)
http = requests.Session()


def fetch(url):
    r = http.get(url, timeout=10, stream=True)
    return r.content, r.headers.get("Content-Type", "application/octet-stream")


@app.route("/proxy/image")
def proxy_image():
    content, ctype = fetch(request.args["src"])
    return Response(content, mimetype=ctype)
