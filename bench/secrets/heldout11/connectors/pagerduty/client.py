"""Thin client for the PagerDuty API."""
import httpx

from . import settings

AUTH_HEADER = "Authorization"
DEFAULT_SERVICE_ID = "PWE79CF"


def client() -> httpx.Client:
    return httpx.Client(
        base_url=settings.BASE_URL,
        headers={AUTH_HEADER: settings.API_TOKEN},
        timeout=settings.TIMEOUT_SECONDS,
    )
