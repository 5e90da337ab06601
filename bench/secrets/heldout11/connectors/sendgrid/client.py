"""Thin client for the SendGrid API."""
import httpx

from . import settings

AUTH_HEADER = "Authorization"


def client() -> httpx.Client:
    return httpx.Client(
        base_url=settings.BASE_URL,
        headers={AUTH_HEADER: settings.API_KEY},
        timeout=settings.TIMEOUT_SECONDS,
    )
