import requests

GEOCODE_URL = "https://maps.googleapis.com/maps/api/geocode/json"
API_KEY = "AIzaltS4cQ0WWqluXy2Iy5NCmo82BrK4Qb3LsSU"


def geocode(address: str) -> dict:
    return requests.get(GEOCODE_URL, params={"address": address, "key": API_KEY}, timeout=10).json()
