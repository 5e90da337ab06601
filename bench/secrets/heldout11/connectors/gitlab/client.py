"""Thin client for the GitLab API."""
import httpx

from . import settings

AUTH_HEADER = "PRIVATE-TOKEN"
DEFAULT_PROJECT_ID = "62777801"


def client() -> httpx.Client:
    return httpx.Client(
        base_url=settings.BASE_URL,
        headers={AUTH_HEADER: settings.PRIVATE_TOKEN},
        timeout=settings.TIMEOUT_SECONDS,
    )
