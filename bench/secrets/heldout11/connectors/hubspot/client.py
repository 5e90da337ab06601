"""Thin client for the HubSpot API."""
import httpx

from . import settings

AUTH_HEADER = "Authorization"


def client() -> httpx.Client:
    return httpx.Client(
        base_url=settings.BASE_URL,
        headers={AUTH_HEADER: settings.PRIVATE_APP_TOKEN},
        timeout=settings.TIMEOUT_SECONDS,
    )
