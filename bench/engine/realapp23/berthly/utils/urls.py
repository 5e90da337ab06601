from urllib.parse import urljoin, urlparse

from flask import request


def is_safe_redirect(target):
    if not target:
        return False
    host_url = urlparse(request.host_url)
    resolved = urlparse(urljoin(request.host_url, target))
    return resolved.scheme in ("http", "https") and resolved.netloc == host_url.netloc
