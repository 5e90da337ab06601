import hashlib
import hmac


def hash_password(password, salt):
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


def verify_password(password, salt, expected):
    return hmac.compare_digest(hash_password(password, salt), expected)


def file_checksum(data):
    return hashlib.sha256(data).hexdigest()


def etag_for(body):
    return hashlib.md5(body, usedforsecurity=False).hexdigest()
