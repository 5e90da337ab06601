from urllib.parse import urlsplit


def is_local_path(url: str) -> bool:
    parts = urlsplit(url)
    return (
        not parts.scheme
        and not parts.netloc
        and url.startswith("/")
        and not url.startswith("//")
        and "\\" not in url
    )


def host_of(url: str) -> str:
    return (urlsplit(url).hostname or "").lower()
