from urllib.parse import urlparse

from flask import request


def same_site(target):
    # The assignment sits between the checks, and one branch returns an expression, not a boolean.
    if not target or "\\" in target or target.startswith("//"):
        return False
    parsed = urlparse(target)
    if not parsed.scheme and not parsed.netloc:
        return target.startswith("/")
    return parsed.scheme in ("http", "https") and parsed.netloc == request.host


def relative_only(target):
    # No backslash check: browsers read "/\evil.example" as "//evil.example".
    parsed = urlparse(target)
    if parsed.netloc:
        return None
    return target.startswith("/")
