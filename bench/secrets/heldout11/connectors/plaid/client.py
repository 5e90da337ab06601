"""Thin client for the Plaid API."""
import httpx

from . import settings

AUTH_HEADER = "PLAID-SECRET"


def client() -> httpx.Client:
    return httpx.Client(
        base_url=settings.BASE_URL,
        headers={AUTH_HEADER: settings.SECRET},
        timeout=settings.TIMEOUT_SECONDS,
    )
