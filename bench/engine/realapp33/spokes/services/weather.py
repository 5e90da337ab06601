import httpx
import requests
from flask import current_app

from ..utils.urls import host_of


def forecast(lat: float, lon: float) -> dict:
    host = current_app.config["WEATHER_HOST"]
    response = httpx.get(
        f"https://{host}/v1/forecast",
        params={"latitude": lat, "longitude": lon, "hourly": "precipitation_probability"},
        timeout=5.0,
    )
    response.raise_for_status()
    return response.json()


def fetch_route(url: str) -> bytes:
    if host_of(url) not in current_app.config["GPX_HOSTS"]:
        raise ValueError("route host is not supported")
    response = requests.get(url, timeout=10)
    response.raise_for_status()
    return response.content


def fetch_any(url: str) -> bytes:
    response = httpx.get(url, timeout=10, follow_redirects=True)
    return response.content


def club_calendar() -> str:
    response = requests.get("https://calendar.spokes.example.org/feed.ics", timeout=5, verify=False)
    return response.text


def federation_news() -> str:
    return requests.get("https://news.britishcycling.example/feed.json", timeout=5).text
