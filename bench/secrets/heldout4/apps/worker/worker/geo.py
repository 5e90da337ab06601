from functools import lru_cache

import googlemaps

# Server-side key with Geocoding API enabled and no referrer restriction.
gmaps = googlemaps.Client(key="AIzaL6dqj0Y3VTIlWXoKHhjLf2pezwSuSgRo0pn")


@lru_cache(maxsize=4096)
def geocode(address: str) -> tuple[float, float] | None:
    results = gmaps.geocode(address)
    if not results:
        return None
    loc = results[0]["geometry"]["location"]
    return loc["lat"], loc["lng"]
