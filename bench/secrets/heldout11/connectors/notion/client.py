"""Thin client for the Notion API."""
import httpx

from . import settings

AUTH_HEADER = "Authorization"
DEFAULT_DATABASE_ID = "ad55d2e4886101f4b93390b32d42cc84"


def client() -> httpx.Client:
    return httpx.Client(
        base_url=settings.BASE_URL,
        headers={AUTH_HEADER: settings.INTEGRATION_TOKEN},
        timeout=settings.TIMEOUT_SECONDS,
    )
