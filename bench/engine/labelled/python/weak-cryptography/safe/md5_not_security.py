import hashlib


def cache_key(url: str) -> str:
    return hashlib.md5(url.encode(), usedforsecurity=False).hexdigest()
