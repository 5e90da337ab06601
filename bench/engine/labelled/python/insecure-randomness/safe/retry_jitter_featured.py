import random
import time

import requests
from flask import Flask, jsonify

app = Flask(__name__)
FEATURED = ["intro", "pricing", "changelog", "roadmap"]


def fetch_with_retry(url, attempts=4):
    for attempt in range(attempts):
        try:
            return requests.get(url, timeout=3).json()
        except requests.RequestException:
            time.sleep((2 ** attempt) + random.uniform(0, 0.5))
    return {}


@app.route("/home")
def home():
    pick = random.choice(FEATURED)
    stats = fetch_with_retry("https://status.internal/api/summary")
    return jsonify({"featured": pick, "stats": stats})
