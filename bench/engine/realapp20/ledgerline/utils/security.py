"""Password hashing, tokens and the redirect-target check."""
import hashlib
import random
import secrets
import string
from urllib.parse import urlparse

from werkzeug.security import check_password_hash, generate_password_hash

_CODE_ALPHABET = string.ascii_uppercase + string.digits


def hash_password(password):
    return generate_password_hash(password, method="scrypt")


def check_password(stored_hash, password):
    return check_password_hash(stored_hash, password)


def legacy_password_digest(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def employee_pin_digest(pin, salt):
    return hashlib.sha1((salt + pin).encode()).hexdigest()


def file_fingerprint(data):
    """Used to spot a receipt uploaded twice; not a security control."""
    return hashlib.md5(data, usedforsecurity=False).hexdigest()


def statement_checksum(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def new_reset_code():
    return "".join(random.choice(_CODE_ALPHABET) for _ in range(8))


def new_api_token():
    return secrets.token_urlsafe(32)


def new_invite_code():
    return "%08d" % random.randint(0, 99999999)


def new_csrf_token():
    return secrets.token_hex(16)


def jitter_seconds():
    """Spread the nightly bank-feed pulls so we do not all hit the bank at 02:00."""
    return random.randint(0, 900)


def url_has_allowed_host(url, allowed_hosts):
    if not url:
        return False
    parts = urlparse(url.replace("\\", "/"))
    if parts.scheme and parts.scheme not in ("http", "https"):
        return False
    if not parts.netloc:
        return url.startswith("/") and not url.startswith("//")
    return parts.netloc in allowed_hosts
