import requests
from flask import Flask, request, Response, abort

app = Flask(__name__)
http = requests.Session()
CDN = "https://cdn.example.com/"


def fetch(url):
    r = http.get(url, timeout=10, stream=True)
    return r.content, r.headers.get("Content-Type", "application/octet-stream")


@app.route("/proxy/image")
def proxy_image():
    image_id = request.args["id"]
    if not image_id.isalnum():
        abort(400)
    content, ctype = fetch(CDN + image_id + ".png")
    return Response(content, mimetype=ctype)
