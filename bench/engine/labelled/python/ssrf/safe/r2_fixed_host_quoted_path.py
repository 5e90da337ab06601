import requests
from urllib.parse import quote
from flask import Flask, request

app = Flask(__name__)
API = "https://api.weather.example.com"


@app.route("/weather")
def weather():
    city = request.args.get("city", "Paris")
    r = requests.get(f"{API}/v1/current/{quote(city, safe='')}", timeout=5)
    return r.json()
