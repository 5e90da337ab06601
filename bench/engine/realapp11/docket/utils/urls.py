from urllib.parse import urlparse

from flask import request


def is_same_host(target):
    """True only for a path on this site or an absolute http(s) URL whose host is this host.
    Backslashes and scheme-relative '//' are refused because browsers treat them as another host."""
    if not target or "\\" in target or target.startswith("//"):
        return False
    parsed = urlparse(target)
    if not parsed.scheme and not parsed.netloc:
        return target.startswith("/")
    return parsed.scheme in ("http", "https") and parsed.netloc == request.host


def host_allowed(url, allowed_hosts):
    parsed = urlparse(url)
    return parsed.scheme == "https" and parsed.hostname in allowed_hosts
