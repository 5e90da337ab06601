from urllib.parse import urlparse
import requests
from flask import Flask, request, abort

app = Flask(__name__)
ALLOWED_HOSTS = {"api.github.com", "gitlab.com"}


@app.route("/fetch")
def fetch():
    url = request.args.get("url", "")
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        abort(400)
    r = requests.get(url, timeout=5)
    return {"status": r.status_code}
