from urllib.parse import urlparse

from flask import current_app, request


def is_safe_redirect(target: str | None) -> bool:
    """True when target stays on this site or on one of the club's own hosts."""
    if not target:
        return False
    parsed = urlparse(target)
    if parsed.scheme and parsed.scheme not in ("http", "https"):
        return False
    if not parsed.netloc:
        return not target.startswith("//") and not target.startswith("\\")
    return parsed.netloc == request.host or parsed.netloc in current_app.config["ALLOWED_REDIRECT_HOSTS"]


def host_of(url: str) -> str:
    return (urlparse(url).hostname or "").lower()
