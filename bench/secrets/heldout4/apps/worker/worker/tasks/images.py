import base64
import hashlib

PLACEHOLDER_PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
)


def etag(data: bytes) -> str:
    return hashlib.md5(data, usedforsecurity=False).hexdigest()


KNOWN_BROKEN_UPLOADS = {
    "3a178cea42bc3cf62e761f4d2b8e37ed",  # md5 of a truncated upload from the 2023 outage
    "465a3f1775a9993d6e799a8134cf8c04",
}
