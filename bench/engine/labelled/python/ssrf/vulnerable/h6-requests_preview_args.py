import requests
from flask import Blueprint, jsonify, request

links = Blueprint("links", __name__)


def fetch_title(url):
    resp = requests.get(url, timeout=5)
    start = resp.text.find("<title>")
    end = resp.text.find("</title>")
    return resp.text[start + 7:end] if start != -1 and end != -1 else None


@links.get("/preview")
def preview():
    target = request.args["url"]
    return jsonify(url=target, title=fetch_title(target))
