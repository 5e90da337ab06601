import hashlib


def hash_password(password: str, salt: str) -> str:
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()
